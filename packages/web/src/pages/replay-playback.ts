/**
 * A replay that plays itself: one step per tick at a chosen speed, stopping at
 * the last step. The timer lives here, apart from the page, so that pausing,
 * changing speed and reaching the end can be checked without a browser.
 */

/** The speeds a viewer can pick, slowest first. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export type ReplaySpeed = typeof REPLAY_SPEEDS[number];

/** At 1× one move a second: time to read the move line and see the cards land, yet a whole game in a few minutes. */
const STEP_MS_AT_1X = 1000;

export function stepDelayMs(speed: ReplaySpeed): number {
  return STEP_MS_AT_1X / speed;
}

/**
 * Call `advance` every step until it answers that no step is left, then `done`.
 * `advance` moves the shown step on and says whether another one follows, so a
 * viewer who steps by hand while it plays is never overruled by a stale count.
 * Returns the function that pauses it.
 */
export function startPlayback(speed: ReplaySpeed, advance: () => boolean, done: () => void): () => void {
  const timer = setInterval(() => {
    if (advance()) return;
    clearInterval(timer);
    done();
  }, stepDelayMs(speed));
  return () => clearInterval(timer);
}
