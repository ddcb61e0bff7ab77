import { ratuki } from './packages/engine/src/games/ratuki/index.ts';
import { realtimeMatch } from './packages/engine/src/index.ts';
const cfg = ratuki.parseConfig({ singleRound: true }, 2);
if (!cfg.ok) throw 1;
let rounds = 0, moves = 0, st = 0, ref = 0;
for (let i = 0; i < 1000; i++) {
  const r = realtimeMatch(ratuki, cfg.value, [{ bot: ratuki.bots.random! }, { bot: ratuki.bots.random! }], i);
  rounds += r.rounds;
  moves += r.moves;
  st += r.stale;
  ref += r.refused;
}
console.log(moves / rounds, st / rounds, ref / rounds);
