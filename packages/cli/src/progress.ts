/** A one-line progress bar on stderr, drawn only when stderr is a terminal. */
export function progressBar(total: number, label: string) {
  const tty = process.stderr.isTTY === true;
  let last = -1;
  return {
    update(done: number) {
      if (!tty) return;
      const pct = Math.floor((done / total) * 100);
      if (pct === last) return;
      last = pct;
      const width = 30;
      const filled = Math.round((pct / 100) * width);
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${pct}% (${done}/${total})`);
    },
    finish() {
      if (tty) process.stderr.write('\r\x1b[2K');
    },
  };
}
