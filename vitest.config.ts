import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    // A safety net for a test that hangs, not a speed budget: tests wait for states (a version, a result shown,
    // a game over), so a machine busy with other work makes them slower, never red.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
    // expect.poll waits for a state as long as a slow machine needs (its own default gives up after 1 s).
    expect: { poll: { timeout: 5 * 60_000 } },
    reporters: ['default'],
  },
});
