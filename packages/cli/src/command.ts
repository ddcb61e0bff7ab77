/** What every `kozyr` command module exports: a usage line, a summary for `kozyr help`, and the run. */
export interface Command {
  readonly summary: string;
  readonly usage: string;
  run(args: readonly string[]): Promise<number>;
}
