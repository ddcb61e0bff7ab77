import { ratuki } from './packages/engine/src/games/ratuki/index.ts';
import { realtimeMatch } from './packages/engine/src/index.ts';
const cfg = ratuki.parseConfig({ singleRound: true }, 2);
if (!cfg.ok) throw 1;
for (let k = 0; k < 3; k++) {
  const t = performance.now();
  let rounds = 0, moves = 0;
  for (let i = 0; i < 3000; i++) {
    const r = realtimeMatch(ratuki, cfg.value, [{ bot: ratuki.bots.random! }, { bot: ratuki.bots.random! }], i);
    rounds += r.rounds;
    moves += r.moves;
  }
  const ms = performance.now() - t;
  console.log('random rounds/s', (rounds / ms * 1000).toFixed(0), 'moves/round', (moves / rounds).toFixed(1));
}
