/**
 * The shared conformance suite: individual tables of 3–5 seats and team tables of 8 (both team
 * modes), each mode alone and all six. Random clicks are almost never right, so every table has a
 * round limit; timers are short so rounds left to their clock end within the random waits.
 */
import { shtuka } from '../../src/games/shtuka/index.ts';
import { conformance } from '../../src/testing/conformance.ts';
import { only } from './helpers.ts';

const quick = { items: 150, roundLimit: 4, blitzSeconds: 10, shtukaSeconds: 10, drawingSeconds: 10, gesturesSeconds: 10 };
const slow = { yesNoSeconds: 10, eyewitnessSeconds: 10, sketchSeconds: 10 };

conformance(shtuka, {
  playouts: 6,
  deepPlayouts: 2,
  maxMoves: 4000,
  maxGapMs: 1500,
  chatWords: ['носки', 'socks', 'банан', 'banana', 'кошка', 'cat', 'мяч', 'ball'],
  tables: [
    { config: { ...quick, ...slow }, seats: [3, 5] },
    { config: { ...quick, ...slow, wrongGrabber: 'lock', lockSeconds: 2, tieMs: 1000 }, seats: [4] },
    { config: { ...quick, ...only('yes-no'), yesNoSeconds: 10 }, seats: [3] },
    { config: { ...quick, ...only('eyewitness'), ...slow, explainerBonus: true }, seats: [3] },
    { config: { ...quick, ...only('drawing') }, seats: [3] },
    { config: { ...quick, ...only('shtuka'), theme: 'sock' }, seats: [3] },
    { config: { ...quick, ...slow, teamMode: 'war' }, seats: [8] },
    { config: { ...quick, ...slow, teamMode: 'clock', teamCount: 3 }, seats: [9] },
  ],
});
