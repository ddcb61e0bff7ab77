/** Named one-shot timers of a table (deadline, turn, bots, disconnect grace); all cleared when it closes. */
export class Timers {
  private readonly handles = new Map<string, NodeJS.Timeout>();

  set(name: string, ms: number, fn: () => void): void {
    this.clear(name);
    const h = setTimeout(() => {
      this.handles.delete(name);
      fn();
    }, Math.max(0, ms));
    h.unref?.();
    this.handles.set(name, h);
  }

  has(name: string): boolean {
    return this.handles.has(name);
  }

  clear(name: string): void {
    const h = this.handles.get(name);
    if (h !== undefined) clearTimeout(h);
    this.handles.delete(name);
  }

  clearAll(): void {
    for (const h of this.handles.values()) clearTimeout(h);
    this.handles.clear();
  }
}
