/** Named one-shot timers of a table (deadline, turn, bots, disconnect grace); all cleared when it closes. */
export class Timers {
  /** Made at the first timer (many tables never set one: a Map less per table). */
  private handles: Map<string, NodeJS.Timeout> | null = null;

  set(name: string, ms: number, fn: () => void): void {
    this.clear(name);
    const h = setTimeout(() => {
      this.handles?.delete(name);
      fn();
    }, Math.max(0, ms));
    h.unref?.();
    (this.handles ??= new Map()).set(name, h);
  }

  has(name: string): boolean {
    return this.handles?.has(name) === true;
  }

  clear(name: string): void {
    const h = this.handles?.get(name);
    if (h === undefined) return;
    clearTimeout(h);
    this.handles!.delete(name);
  }

  clearAll(): void {
    for (const h of this.handles?.values() ?? []) clearTimeout(h);
    this.handles?.clear();
  }
}
