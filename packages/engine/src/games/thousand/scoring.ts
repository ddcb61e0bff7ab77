/**
 * Scoring a deal (seed-004 "Подсчет очков", "Бочка", "Болт", "Самосвал",
 * "Роспись"; RULES-DECISIONS#thousand), then waiting for the next dealer or
 * ending the table. Every house agreement is read from the config.
 */
import type { Seat } from '../../core/types.ts';
import { MARRIAGE_POINTS, marriageSuits, pointsSum, round5 } from './cards.ts';
import { goldenDeals } from './deal.ts';
import type { Draft, SheetLine, SheetMark, State } from './state.ts';

export const TARGET = 1000;

/** Card points each seat took this deal, with its declared marriages (two players: discards, spare talon). */
export function dealPoints(s: State): number[] {
  const pts = s.won.map((cards) => pointsSum(cards));
  for (const d of s.declarations) pts[d.seat] = pts[d.seat]! + d.points;
  if (s.seats === 2) {
    pts[s.declarer] = pts[s.declarer]! + pointsSum(s.discards);
    // znaikak (seed-004): the talon nobody chose goes to whoever takes the last trick.
    const last = s.lastTrick?.winner;
    if (last !== undefined) { for (const t of s.talons) pts[last] = pts[last]! + pointsSum(t); }
  }
  return pts;
}

/** Four players: the dealer sits out and scores the talon, with a marriage in it (seed-004, znaikak). */
export function dealerTalonPoints(talon: readonly number[]): number {
  let pts = pointsSum(talon);
  for (const suit of marriageSuits(talon)) pts += MARRIAGE_POINTS[suit]!;
  return pts;
}

export function scoreDeal(u: Draft, rolledOut: boolean): void {
  const s = u.state;
  const c = s.config;
  const n = s.seats;
  const D = s.declarer;
  // The golden kon and a dark game ("результат раздачи удваивается") each double the whole deal, penalties too.
  const mult = (s.golden ? 2 : 1) * (s.dark ? 2 : 1);
  const gain = new Array<number>(n).fill(0);
  const penalty = new Array<number>(n).fill(0);
  const marks: SheetMark[][] = Array.from({ length: n }, () => []);
  const bolts = s.bolts.slice();
  const boltRun = s.boltRun.slice();
  const rollOuts = s.rollOuts.slice();
  let made = false;

  if (rolledOut) {
    gain[D] = -s.contract * mult;
    // seed-004: 60 to each opponent (fb.ru), or half the bid each (igra-tisyacha: 140 gives 70).
    const each = c.rollOutValue === 'sixty' ? 60 : round5(s.contract / 2);
    for (const o of s.order) if (o !== D) gain[o] = each * mult;
    marks[D]!.push('roll-out');
    rollOuts[D] = rollOuts[D]! + 1;
    if (c.rollOutPenalty && rollOuts[D]! % 3 === 0) {
      penalty[D] = penalty[D]! + c.penaltyPoints * mult;
      marks[D]!.push('roll-out-penalty');
    }
  } else {
    const pts = dealPoints(s);
    const declared = c.roundDeclarer ? round5(pts[D]!) : pts[D]!;
    made = declared >= s.contract;
    // The surplus over the contract does not count (seed-004: 170 bid, 220 taken, 170 written).
    gain[D] = (made ? s.contract : -s.contract) * mult;
    marks[D]!.push(made ? 'made' : 'lost');
    for (const o of s.order) if (o !== D) gain[o] = (c.roundOthers ? round5(pts[o]!) : pts[o]!) * mult;
    for (const o of s.order) scoreBolt(s, o, bolts, boltRun, penalty, marks, mult);
  }
  if (s.golden) marks[D]!.push('golden');
  if (s.dark) marks[D]!.push('dark');
  if (n === 4) {
    const talon = s.talonTaken.length > 0 ? s.talonTaken : (s.talons[0] ?? []);
    const pts = dealerTalonPoints(talon);
    gain[s.dealer] = (c.roundOthers ? round5(pts) : pts) * mult;
  }
  // On the barrel only a made contract counts; anything else is a spent attempt, free until the third
  // (seed-004 znaikak: "при двух неудачных попытках ему не начисляются штрафные очки").
  const barrelWin = made && !rolledOut;
  if (c.barrel) { for (let p = 0; p < n; p++) if (s.onBarrel[p] && !(p === D && barrelWin)) gain[p] = 0; }

  const scores = new Array<number>(n);
  for (let p = 0; p < n; p++) {
    let v = s.scores[p]! + gain[p]! - penalty[p]!;
    if (c.samosval > 0 && (v === c.samosval || (c.samosvalNegative && v === -c.samosval))) {
      v = 0;
      marks[p]!.push('samosval');
    }
    scores[p] = v;
  }
  let barrel = c.barrel ?
    settleBarrel(s, scores, marks, barrelWin) :
    { onBarrel: s.onBarrel, barrelAttempts: s.barrelAttempts, barrelFalls: s.barrelFalls };

  const dealsScored = s.dealsScored + 1;
  let goldenUntil = s.goldenUntil;
  // Golden kon (seed-004, fb.ru): if nobody made the 120 in the golden deals, the game starts over.
  const goldenMade = made || s.sheet.slice(-(goldenDeals(n) - 1)).some((l) => l.marks[l.declarer]!.includes('made'));
  if (s.golden && dealsScored === s.goldenUntil && !goldenMade) {
    const zeros = new Array<number>(n).fill(0);
    barrel = { onBarrel: new Array<boolean>(n).fill(false), barrelAttempts: zeros, barrelFalls: zeros };
    scores.fill(0);
    bolts.fill(0);
    boltRun.fill(0);
    rollOuts.fill(0);
    goldenUntil = dealsScored + goldenDeals(n);
    for (const m of marks) m.push('golden-restart');
  }
  const over = scores.some((v) => v >= TARGET) || (c.dealLimit > 0 && dealsScored >= c.dealLimit);
  if (over) { for (let p = 0; p < n; p++) if (scores[p]! >= TARGET) marks[p]!.push('winner'); }
  const line: SheetLine = {
    deal: dealsScored,
    dealer: s.dealer,
    declarer: D,
    contract: s.contract,
    deltas: scores.map((v, p) => v - s.scores[p]!),
    scores,
    marks,
  };
  const w = u.edit();
  w.scores = scores;
  w.bolts = bolts;
  w.boltRun = boltRun;
  w.rollOuts = rollOuts;
  w.onBarrel = barrel.onBarrel;
  w.barrelAttempts = barrel.barrelAttempts;
  w.barrelFalls = barrel.barrelFalls;
  w.dealsScored = dealsScored;
  w.goldenUntil = goldenUntil;
  w.sheet = [...s.sheet, line];
  u.emit({ kind: 'round-over', deal: dealsScored, line });
  if (over) {
    u.emit({ kind: 'game-over', scores });
    w.phase = 'over';
    w.turn = -1;
    return;
  }
  // The next dealer deals with a move of its own, so the last trick stays on the table until then.
  w.phase = 'dealing';
  w.turn = (s.dealer + 1) % n;
}

/** A bolt for a deal without a trick; each third one (or three in a row: a setting) costs the penalty. */
function scoreBolt(
  s: State,
  p: Seat,
  bolts: number[],
  boltRun: number[],
  penalty: number[],
  marks: SheetMark[][],
  mult: number,
): void {
  const c = s.config;
  const took = c.boltWhen === 'no-trick' ? s.tricks[p]! > 0 : pointsSum(s.won[p]!) > 0;
  if (took) {
    boltRun[p] = 0;
    return;
  }
  if (c.noBoltForDeclarer && p === s.declarer) return;
  if (c.noBoltOnBarrel && c.barrel && s.onBarrel[p]) return;
  bolts[p] = bolts[p]! + 1;
  boltRun[p] = boltRun[p]! + 1;
  marks[p]!.push('bolt');
  const due = c.boltPenalty === 'every-third' ? bolts[p]! % 3 === 0 : c.boltPenalty === 'three-in-a-row' && boltRun[p]! === 3;
  if (c.boltPenalty === 'three-in-a-row' && boltRun[p]! === 3) boltRun[p] = 0;
  if (due) {
    penalty[p] = penalty[p]! + c.penaltyPoints * mult;
    marks[p]!.push('bolt-penalty');
  }
}

/**
 * The barrel (seed-004 "Бочка"): whoever reaches the barrel mark sits on it at
 * that mark with three deals to make a contract; failing the third costs the
 * penalty (or everything: a setting). One or several players may sit on it,
 * and a newcomer may knock the sitter off (settings).
 */
function settleBarrel(s: State, scores: number[], marks: SheetMark[][], declarerMade: boolean) {
  const c = s.config;
  const at = c.barrelAt;
  const n = s.seats;
  const onBarrel = s.onBarrel.slice();
  const attempts = s.barrelAttempts.slice();
  const falls = s.barrelFalls.slice();
  const fell = new Array<boolean>(n).fill(false);
  const fall = (p: Seat, score: number) => {
    onBarrel[p] = false;
    attempts[p] = 0;
    falls[p] = falls[p]! + 1;
    fell[p] = true;
    scores[p] = score;
    marks[p]!.push('barrel-fall');
  };
  for (let p = 0; p < n; p++) {
    if (!s.onBarrel[p]) continue;
    if (p === s.declarer && declarerMade) continue; // made it: 880 + the contract reaches 1000
    if (scores[p]! < at) {
      fall(p, scores[p]!);
      continue;
    }
    scores[p] = at;
    if (!s.order.includes(p)) continue; // four players: a deal sat out as dealer is no attempt
    attempts[p] = attempts[p]! + 1;
    if (attempts[p]! >= 3) fall(p, c.barrelFail === 'zero' ? 0 : at - c.penaltyPoints);
  }
  // Climbers, in play order from the forehand (the sitting-out dealer last).
  const climbOrder = n === 4 ? [...s.order, s.dealer] : s.order;
  for (const p of climbOrder) {
    if (s.onBarrel[p] || fell[p] || scores[p]! < at) continue;
    const sitters = onBarrel.map((on, q) => (on && q !== p ? q : -1)).filter((q) => q >= 0);
    if (!c.barrelSeveral && sitters.length > 0) {
      if (!c.barrelKnockOff) {
        scores[p] = at - 5; // "Одновременно нельзя влезать на бочку": stays just below the mark
        continue;
      }
      for (const q of sitters) fall(q, at - c.penaltyPoints);
    }
    scores[p] = at;
    onBarrel[p] = true;
    attempts[p] = 0;
    marks[p]!.push('barrel');
  }
  if (c.zeroAfterThreeBarrels) {
    for (let p = 0; p < n; p++) if (fell[p] && falls[p]! % 3 === 0) scores[p] = 0;
  }
  return { onBarrel, barrelAttempts: attempts, barrelFalls: falls };
}
