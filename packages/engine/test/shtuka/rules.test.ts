/** Every rule of seed 004's Shtuka and RULES-DECISIONS#shtuka as a named test. */
import { describe, expect, it } from 'vitest';
import { answers, CATALOGUE, iconName, itemAt, TOPICS } from '../../src/games/shtuka/items.ts';
import { pictureOf, taskCardOf } from '../../src/games/shtuka/picture.ts';
import type { ShtukaState } from '../../src/games/shtuka/state.ts';
import { namesItem } from '../../src/games/shtuka/words.ts';
import { only, play, point, refused, rightSpot, rollAndGrab, shtuka, table, tick, wrongSpot } from './helpers.ts';

const blitz = only('blitz');
const targetItem = (s: ShtukaState) => itemAt(s.round.layout[s.round.target]!.item);

describe('rolling the die', () => {
  it('the first seat explains first and rolls; the die picks among the allowed modes only', () => {
    const s = table();
    expect(s.explainer).toBe(0);
    expect(shtuka.awaiting(s)).toEqual([0]);
    expect(refused(s, 1, { kind: 'roll' }, 0)).toBe('shtuka/explainer-only');
    const modes = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const rolled = play(table(only('gestures'), 3, seed), 0, { kind: 'roll' }, 0);
      expect(rolled.events[0]).toMatchObject({ kind: 'rolled', die: 4, mode: 'gestures' });
      modes.add(play(table({}, 3, seed), 0, { kind: 'roll' }, 0).state.round.mode!);
    }
    expect(modes.size).toBe(6);
  });

  it('a table with no mode allowed is refused', () => {
    const none = { ...only('blitz'), blitz: false };
    const r = shtuka.parseConfig(none, 3);
    expect(r.ok).toBe(false);
  });
});

describe('grab and point', () => {
  it('a right answer: the grabber +1, the round ends with the reveal, the explainer scores nothing', () => {
    let s = rollAndGrab(table(blitz), 1, 0);
    const spot = rightSpot(s);
    const r = point(s, 1, spot, 1000);
    s = r.state;
    expect(s.scores).toEqual([0, 1, 0]);
    const revealed = r.events.find((e) => e.kind === 'revealed');
    expect(revealed).toMatchObject({ reveal: { found: 1, why: 'found', clicks: [{ seat: 1, spot, right: true }] } });
    expect(r.events.some((e) => e.kind === 'round-over')).toBe(true);
    expect(s.roundNo).toBe(2);
    expect(shtuka.rounds!.ended(s)).toBe(1);
  });

  it('the explainer +1 when the item is found, by setting', () => {
    const s = rollAndGrab(table({ ...blitz, explainerBonus: true }), 2, 0);
    expect(point(s, 2, rightSpot(s), 500).state.scores).toEqual([1, 0, 1]);
  });

  it('a wrong answer costs 1 and the Shtuka goes back: another may grab', () => {
    let s = table(blitz);
    s = { ...s, scores: [0, 2, 0] };
    s = rollAndGrab(s, 1, 0);
    const r = point(s, 1, wrongSpot(s), 800);
    s = r.state;
    expect(s.scores).toEqual([0, 1, 0]);
    expect(r.events).toContainEqual({ kind: 'pointed', seat: 1, spot: wrongSpot(s), right: false });
    expect(s.round.phase).toBe('search');
    expect(s.round.holder).toBeNull();
    s = play(s, 2, { kind: 'grab' }, 900).state;
    expect(s.round.phase).toBe('grab');
  });

  it('a score never drops below 0', () => {
    let s = rollAndGrab(table(blitz), 1, 0);
    s = point(s, 1, wrongSpot(s), 500).state;
    expect(s.scores).toEqual([0, 0, 0]);
  });

  it('a wrong grabber is out of the round', () => {
    let s = rollAndGrab(table(blitz, 4), 1, 0);
    s = point(s, 1, wrongSpot(s), 500).state;
    expect(s.round.out).toEqual([1]);
    expect(refused(s, 1, { kind: 'grab' }, 600)).toBe('shtuka/out-of-round');
    expect(shtuka.legalMoves(s, 1)).toEqual([]);
    expect(shtuka.actors(s)).not.toContain(1);
  });

  it('by setting a wrong grabber is locked out for a while instead, then may grab again', () => {
    let s = rollAndGrab(table({ ...blitz, wrongGrabber: 'lock', lockSeconds: 5 }), 1, 0);
    s = point(s, 1, wrongSpot(s), 500).state;
    expect(s.round.out).toEqual([]);
    expect(s.round.locks).toEqual([{ seat: 1, until: 5500 }]);
    expect(refused(s, 1, { kind: 'grab' }, 5499)).toBe('shtuka/locked');
    const later = play(s, 1, { kind: 'grab' }, 5500);
    expect(later.events.map((e) => e.kind)).toEqual(['unlocked', 'grabbed']);
  });

  it('only the holder points, only within the answer time; running out of it counts as a wrong answer', () => {
    let s = rollAndGrab(table({ ...blitz, answerSeconds: 3 }), 1, 0);
    expect(refused(s, 2, { kind: 'point', round: 1, spot: rightSpot(s) }, 200)).toBe('shtuka/not-holder');
    expect(refused(s, 1, { kind: 'point', round: 2, spot: rightSpot(s) }, 200)).toBe('shtuka/wrong-round');
    expect(refused(s, 1, { kind: 'point', round: 1, spot: { x: 1601, y: 3 } }, 200)).toBe('shtuka/off-picture');
    const answerBy = s.round.answerBy!;
    expect(answerBy).toBe(10 + s.config.tieMs + 3000);
    s = { ...s, scores: [0, 1, 0] };
    const r = tick(s, answerBy);
    expect(r.events).toContainEqual({ kind: 'pointed', seat: 1, spot: null, right: false });
    expect(r.state.scores).toEqual([0, 0, 0]);
    expect(refused(r.state, 1, { kind: 'point', round: 1, spot: rightSpot(r.state) }, answerBy)).toBe('shtuka/not-now');
  });

  it('the explainer does not search', () => {
    const s = play(table(blitz), 0, { kind: 'roll' }, 0).state;
    expect(refused(s, 0, { kind: 'grab' }, 10)).toBe('shtuka/explainer-cannot');
  });
});

describe('the tie window', () => {
  const grabs = (order: readonly number[], gaps: readonly number[]) => {
    let s = play(table({ ...blitz, tieMs: 100 }, 5, 3), 0, { kind: 'roll' }, 0).state;
    order.forEach((seat, i) => {
      s = play(s, seat, { kind: 'grab' }, 1000 + gaps[i]!).state;
    });
    return tick(s, 1000 + 100);
  };

  it('grabs closer than the tie window are a tie settled by a seeded draw in seat order, never by arrival', () => {
    const a = grabs([3, 1, 4], [0, 40, 99]);
    const b = grabs([4, 3, 1], [0, 0, 0]);
    const c = grabs([1, 4, 3], [0, 50, 60]);
    const holderA = a.events.find((e) => e.kind === 'holder');
    expect(holderA).toMatchObject({ tied: [1, 3, 4] });
    for (const other of [b, c]) {
      expect(other.events.find((e) => e.kind === 'holder')).toEqual(holderA);
      expect(other.state.round.holder).toBe(a.state.round.holder);
    }
  });

  it("the draw lives in the table's generator: other seeds give other tied holders", () => {
    const holders = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      let s = play(table({ ...blitz, tieMs: 100 }, 5, seed), 0, { kind: 'roll' }, 0).state;
      for (const seat of [1, 2, 3, 4]) s = play(s, seat, { kind: 'grab' }, 1000).state;
      holders.add(tick(s, 1100).state.round.holder!);
    }
    expect(holders.size).toBeGreaterThan(1);
  });

  it('a grab at the end of the tie window or later is too late: the first grabber holds the Shtuka', () => {
    let s = play(table({ ...blitz, tieMs: 100 }, 4), 0, { kind: 'roll' }, 0).state;
    s = play(s, 2, { kind: 'grab' }, 1000).state;
    expect(refused(s, 2, { kind: 'grab' }, 1050)).toBe('shtuka/already-grabbed');
    expect(refused(s, 3, { kind: 'grab' }, 1100)).toBe('shtuka/not-now');
    expect(tick(s, 1100).state.round.holder).toBe(2);
    expect(shtuka.reactions!.tieMs(s)).toBe(100);
  });
});

describe('nobody right', () => {
  it('when every searcher answered wrong the explainer loses 1', () => {
    let s = table(blitz);
    s = { ...s, scores: [2, 0, 0] };
    s = rollAndGrab(s, 1, 0);
    s = point(s, 1, wrongSpot(s), 500).state;
    s = rollAndGrab(s, 2, 1000);
    const r = point(s, 2, wrongSpot(s), 1500);
    expect(r.state.scores).toEqual([1, 0, 0]);
    expect(r.events.find((e) => e.kind === 'revealed')).toMatchObject({ reveal: { found: null, why: 'nobody' } });
  });

  it("when the round's timer runs out the explainer loses 1, never below 0", () => {
    let s = play(table({ ...blitz, blitzSeconds: 30 }), 0, { kind: 'roll' }, 0).state;
    expect(shtuka.deadline(s)).toBe(30_000);
    const r = tick(s, 30_000);
    expect(r.events.find((e) => e.kind === 'revealed')).toMatchObject({ reveal: { why: 'time', found: null } });
    expect(r.state.scores).toEqual([0, 0, 0]);
    s = { ...play(r.state, 1, { kind: 'roll' }, 31_000).state, scores: [0, 3, 0] };
    expect(tick(s, 61_000).state.scores).toEqual([0, 2, 0]);
  });
});

describe('rotation and the end', () => {
  it('the explainer passes to the next seat each round, round and round', () => {
    let s = table({ ...blitz, blitzSeconds: 10 });
    const explainers: number[] = [];
    for (let round = 0; round < 4; round++) {
      explainers.push(s.explainer);
      s = play(s, s.explainer, { kind: 'roll' }, round * 20_000).state;
      s = tick(s, round * 20_000 + 10_000).state;
    }
    expect(explainers).toEqual([0, 1, 2, 0]);
  });

  it("the first to reach the track's end wins; places follow the track", () => {
    let s = table({ ...blitz, trackEnd: 3 }, 4);
    s = { ...s, scores: [1, 0, 2, 2] };
    s = rollAndGrab(s, 2, 0);
    const r = point(s, 2, rightSpot(s), 500);
    expect(r.state.over).toBe(true);
    expect(shtuka.outcome(r.state)).toEqual({ places: [3, 4, 1, 2], scores: [1, 0, 3, 2] });
    expect(shtuka.actors(r.state)).toEqual([]);
    expect(refused(r.state, 0, { kind: 'roll' }, 600)).toBe('shtuka/game-over');
  });

  it('a round limit ends the game after that many rounds', () => {
    let s = play(table({ ...blitz, roundLimit: 1 }), 0, { kind: 'roll' }, 0).state;
    s = tick(s, 60_000).state;
    expect(s.over).toBe(true);
    expect(shtuka.outcome(s)?.places).toEqual([1, 1, 1]);
  });
});

describe('secrets', () => {
  const leaks = (s: ShtukaState, viewer: number | 'spectator') => {
    const text = JSON.stringify(shtuka.view(s, viewer));
    const t = s.round.layout[s.round.target]!;
    const item = targetItem(s);
    return [iconName(t.item), ...Object.values(item.words).map((w) => `"${w}"`), `"x":${t.x}`, `${t.x}`].filter((x) =>
      text.includes(x)
    );
  };

  it('no guesser and no spectator sees the target, its name or its place before the round ends; the explainer sees the task', () => {
    for (const mode of ['blitz', 'shtuka', 'yes-no'] as const) {
      let s = table(only(mode), 4, 21);
      s = play(s, 0, { kind: 'roll' }, 0).state;
      for (const viewer of [1, 2, 3, 'spectator'] as const) expect(leaks(s, viewer), `${mode} ${viewer}`).toEqual([]);
      expect(shtuka.view(s, 0).task).toEqual({
        icon: iconName(s.round.layout[s.round.target]!.item),
        words: targetItem(s).words,
      });
      // No view carries any placed item.
      const json = JSON.stringify(shtuka.view(s, 1));
      expect(json).not.toContain('"item"');
      expect(json).not.toContain('fluent-emoji-flat:');
    }
  });

  it("the layout, the target and its spot are declared secrets; the reveal shows them all at the round's end", () => {
    let s = play(table(blitz), 0, { kind: 'roll' }, 0).state;
    const ids = shtuka.secrets(s).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining(['target', 'target-spot', 'layout/0']));
    expect(ids.filter((id) => id.startsWith('layout/')).length).toBe(s.round.layout.length);
    const t = s.round.layout[s.round.target]!;
    s = tick(s, 60_000).state;
    expect(shtuka.view(s, 'spectator').last?.target).toMatchObject({ icon: iconName(t.item), x: t.x, y: t.y });
  });

  it('the picture a host renders and the Blitz task card are drawn apart, and neither is in a view', () => {
    const s = play(table(blitz), 0, { kind: 'roll' }, 0).state;
    const picture = pictureOf(s);
    expect(picture.items.length).toBe(s.config.items);
    const card = taskCardOf(s)!;
    expect(card.icon).toBe(iconName(s.round.layout[s.round.target]!.item));
    expect(card.scale).toBeGreaterThanOrEqual(0.8);
    expect(taskCardOf(play(table(only('shtuka')), 0, { kind: 'roll' }, 0).state)).toBeNull();
  });
});

describe('the modes', () => {
  it('Shtuka: a line naming the target is refused in every language, other lines reach everyone', () => {
    let s = play(table(only('shtuka')), 0, { kind: 'roll' }, 0).state;
    const words = targetItem(s).words;
    for (const lang of ['ru', 'uk', 'bg', 'en'] as const) {
      expect(refused(s, 0, { kind: 'line', round: 1, text: `это ${words[lang].toUpperCase()}!` }, 10)).toBe(
        'shtuka/forbidden-word',
      );
    }
    s = play(s, 0, { kind: 'line', round: 1, text: 'круглая штука' }, 20).state;
    expect(shtuka.view(s, 2).lines).toEqual(['круглая штука']);
    expect(refused(s, 1, { kind: 'line', round: 1, text: 'штука' }, 30)).toBe('shtuka/explainer-only');
  });

  it("Shtuka: the name's inflected forms are refused too", () => {
    const socks = CATALOGUE.find((i) => i.icon === 'socks')!;
    expect(namesItem('ищите носков', socks)).toBe(true);
    expect(namesItem('шкарпетками', socks)).toBe(true);
    expect(namesItem('Socks!', socks)).toBe(true);
    expect(namesItem('носит каждый', socks)).toBe(false);
  });

  it("the explainer who says the target's name in chat gives the round up and loses 1", () => {
    let s = play(table(only('gestures')), 0, { kind: 'roll' }, 0).state;
    s = { ...s, scores: [1, 0, 0] };
    expect(shtuka.chat!(s, 1, targetItem(s).words.en, 10)).toBeNull();
    expect(shtuka.chat!(s, 0, 'hello', 10)).toBeNull();
    const r = shtuka.chat!(s, 0, `it is a ${targetItem(s).words.en}`, 10)!;
    expect(r.events[0]).toEqual({ kind: 'word-said', seat: 0 });
    expect(r.state.scores).toEqual([0, 0, 0]);
    expect(r.state.explainer).toBe(1);
  });

  it('Gestures: pictograms only, no letters or digits', () => {
    const s = play(table(only('gestures')), 0, { kind: 'roll' }, 0).state;
    expect(refused(s, 0, { kind: 'gesture', round: 1, text: '🧦 a' }, 10)).toBe('shtuka/not-pictograms');
    expect(refused(s, 0, { kind: 'gesture', round: 1, text: '🧦2' }, 10)).toBe('shtuka/not-pictograms');
    expect(play(s, 0, { kind: 'gesture', round: 1, text: '🧦👣❓' }, 10).state.round.lines).toEqual(['🧦👣❓']);
  });

  it("Drawing: the explainer's strokes reach everyone as drawn; undo and clear", () => {
    let s = play(table(only('drawing')), 0, { kind: 'roll' }, 0).state;
    const points = [{ x: 10, y: 10 }, { x: 40, y: 60 }];
    const r = play(s, 0, { kind: 'stroke', round: 1, points }, 10);
    expect(shtuka.eventView(r.events[0]!, 'spectator')).toEqual({ kind: 'stroke', seat: 0, points });
    s = play(r.state, 0, { kind: 'stroke', round: 1, points }, 20).state;
    expect(shtuka.view(s, 1).drawing.length).toBe(2);
    s = play(s, 0, { kind: 'undo' }, 30).state;
    expect(s.round.drawing.length).toBe(1);
    s = play(s, 0, { kind: 'clear' }, 40).state;
    expect(s.round.drawing).toEqual([]);
    expect(refused(s, 0, { kind: 'undo' }, 50)).toBe('shtuka/nothing-to-undo');
    expect(refused(s, 1, { kind: 'stroke', round: 1, points }, 50)).toBe('shtuka/explainer-only');
    expect(refused(s, 0, { kind: 'stroke', round: 1, points: [{ x: 1001, y: 0 }] }, 50)).toBe('shtuka/off-canvas');
  });

  it('Drawing: 200 strokes on the canvas, 400 drawn a round counting undone ones, so drawing cannot go on for ever', () => {
    let s = play(table(only('drawing')), 0, { kind: 'roll' }, 0).state;
    const stroke = { kind: 'stroke', round: 1, points: [{ x: 1, y: 1 }] } as const;
    for (let i = 0; i < 200; i++) s = play(s, 0, stroke, 10).state;
    expect(refused(s, 0, stroke, 10)).toBe('shtuka/too-many-strokes');
    s = play(s, 0, { kind: 'clear' }, 10).state;
    for (let i = 0; i < 200; i++) s = play(s, 0, stroke, 10).state;
    s = play(s, 0, { kind: 'clear' }, 10).state;
    expect(refused(s, 0, stroke, 10)).toBe('shtuka/out-of-ink');
    expect(shtuka.forms!.forms(s, 0).map((f) => f.kind)).not.toContain('stroke');
  });

  it("Yes–No: guessers ask from the menu or in words, the explainer answers yes or no; menu answers are the item's truth", () => {
    let s = play(table(only('yes-no')), 0, { kind: 'roll' }, 0).state;
    s = play(s, 1, { kind: 'ask', topic: 'alive' }, 10).state;
    expect(refused(s, 1, { kind: 'ask', topic: 'red' }, 20)).toBe('shtuka/question-pending');
    s = play(s, 2, { kind: 'question', round: 1, text: 'Оно мягкое?' }, 20).state;
    expect(shtuka.awaiting(s)).toEqual([0]);
    expect(refused(s, 1, { kind: 'yes' }, 30)).toBe('shtuka/explainer-only');
    s = play(s, 0, { kind: 'yes' }, 30).state;
    s = play(s, 0, { kind: 'no' }, 40).state;
    expect(shtuka.view(s, 'spectator').questions.map((q) => q.answer)).toEqual([true, false]);
    expect(refused(s, 0, { kind: 'no' }, 50)).toBe('shtuka/no-question');
    expect(shtuka.awaiting(s)).toEqual([]);
    const socks = CATALOGUE.find((i) => i.icon === 'socks')!;
    expect(answers(socks, 'worn')).toBe(true);
    expect(answers(socks, 'alive')).toBe(false);
    expect(TOPICS.filter((t) => answers(socks, t)).length).toBeGreaterThanOrEqual(2);
  });

  it('Eyewitness: each guesser sketches in private until «Старт!», then everyone searches; the sketches are shown at the end', () => {
    let s = play(table(only('eyewitness')), 0, { kind: 'roll' }, 0).state;
    expect(s.round.phase).toBe('sketch');
    expect(refused(s, 1, { kind: 'grab' }, 10)).toBe('shtuka/not-now');
    const points = [{ x: 5, y: 5 }, { x: 50, y: 50 }];
    const r = play(s, 1, { kind: 'stroke', round: 1, points }, 10);
    expect(shtuka.eventView(r.events[0]!, 2)).toBeNull();
    expect(shtuka.eventView(r.events[0]!, 'spectator')).toBeNull();
    s = r.state;
    expect(shtuka.view(s, 1).mySketch).toEqual([{ round: 1, seat: 1, points }]);
    expect(shtuka.view(s, 2).mySketch).toEqual([]);
    expect(JSON.stringify(shtuka.view(s, 2))).not.toContain('"x":50');
    expect(shtuka.view(s, 2).sketchCounts).toEqual([0, 1, 0]);
    s = play(s, 0, { kind: 'start' }, 20).state;
    expect(s.round.phase).toBe('search');
    expect(refused(s, 1, { kind: 'stroke', round: 1, points }, 30)).toBe('shtuka/not-now');
    const end = tick(s, 20 + s.config.eyewitnessSeconds * 1000);
    expect(shtuka.view(end.state, 2).last?.sketches).toEqual([{ round: 1, seat: 1, points }]);
  });

  it('Eyewitness: «Старт!» comes by itself when the sketching time runs out', () => {
    const s = play(table({ ...only('eyewitness'), sketchSeconds: 20 }), 0, { kind: 'roll' }, 0).state;
    const r = tick(s, 20_000);
    expect(r.events).toContainEqual({ kind: 'started' });
    expect(r.state.round.endsAt).toBe(20_000 + r.state.config.eyewitnessSeconds * 1000);
  });
});

describe('teams', () => {
  it("more than 7 players play in teams: war for the Shtuka, points to the grabber's team", () => {
    let s = table(blitz, 8);
    expect(s.teams).toBe(2);
    expect(s.scores).toEqual([0, 0]);
    s = rollAndGrab(s, 3, 0);
    s = point(s, 3, rightSpot(s), 500).state;
    expect(s.scores).toEqual([0, 1]);
    s = { ...s, scores: [0, 14] };
    s = rollAndGrab(s, 5, 1000);
    s = point(s, 5, rightSpot(s), 1500).state;
    const out = shtuka.outcome(s)!;
    expect(out.teams).toEqual([[0, 2, 4, 6], [1, 3, 5, 7]]);
    expect(out.places).toEqual([5, 1, 5, 1, 5, 1, 5, 1]);
  });

  it("against the clock only the explainer's team searches; a quick find scores 2", () => {
    let s = table({ ...blitz, teamMode: 'clock', blitzSeconds: 60 }, 8);
    s = play(s, 0, { kind: 'roll' }, 0).state;
    expect(shtuka.view(s, 'spectator').searchers).toEqual([2, 4, 6]);
    expect(refused(s, 1, { kind: 'grab' }, 10)).toBe('shtuka/not-your-team');
    s = rollAndGrab(s, 2, 100);
    s = point(s, 2, rightSpot(s), 1000).state;
    expect(s.scores).toEqual([2, 0]);
    // The next explainer is seat 1: team 1 searches; a find in the second half of the time scores 1.
    s = play(s, 1, { kind: 'roll' }, 2000).state;
    s = rollAndGrab(s, 3, 40_000);
    s = point(s, 3, rightSpot(s), 40_500).state;
    expect(s.scores).toEqual([2, 1]);
  });

  it('team seats fit the table: too many teams for the seats are refused', () => {
    expect(shtuka.parseConfig({ teamsAbove: 3, teamCount: 3 }, 5).ok).toBe(false);
    expect(shtuka.parseConfig({ teamsAbove: 3, teamCount: 2 }, 5).ok).toBe(true);
    expect(shtuka.parseConfig({}, 17).ok).toBe(false);
    expect(shtuka.parseConfig({}, 16).ok).toBe(true);
  });
});

describe('challenges in Shtuka mode', () => {
  const withLine = (): ShtukaState => {
    let s = play(table(only('shtuka'), 4), 0, { kind: 'roll' }, 0).state;
    s = { ...s, scores: [2, 0, 0, 0] };
    return play(s, 0, { kind: 'line', round: 1, text: 'круглая штука' }, 10).state;
  };

  it('a guesser challenges a line and the table votes it broke the rule: the round is given up, the explainer −1', () => {
    let s = play(withLine(), 1, { kind: 'challenge', line: 0 }, 20).state;
    expect(s.round.vote).toMatchObject({ line: 0, by: 1, votes: [null, true, null, null] });
    expect(shtuka.actors(s)).toEqual([0, 1, 2, 3]);
    expect(refused(s, 0, { kind: 'vote', upheld: false }, 30)).toBe('shtuka/explainer-cannot');
    expect(refused(s, 1, { kind: 'vote', upheld: true }, 30)).toBe('shtuka/already-voted');
    expect(refused(s, 2, { kind: 'challenge', line: 0 }, 30)).toBe('shtuka/vote-open');
    s = play(s, 2, { kind: 'vote', upheld: true }, 30).state;
    const r = play(s, 3, { kind: 'vote', upheld: false }, 40);
    expect(r.events).toContainEqual({ kind: 'vote-result', line: 0, upheld: true, yes: 2, no: 1 });
    expect(r.state.scores).toEqual([1, 0, 0, 0]);
    expect(r.state.last?.why).toBe('challenge');
    expect(r.state.explainer).toBe(1);
  });

  it('a tied vote, closed by its clock, lets the line stand; a line is challenged once', () => {
    let s = play(withLine(), 1, { kind: 'challenge', line: 0 }, 20).state;
    s = play(s, 2, { kind: 'vote', upheld: false }, 30).state;
    expect(shtuka.deadline(s)).toBe(20 + s.config.voteSeconds * 1000);
    const r = tick(s, 20 + s.config.voteSeconds * 1000);
    expect(r.events).toEqual([{ kind: 'vote-result', line: 0, upheld: false, yes: 1, no: 1 }]);
    expect(r.state.round.phase).toBe('search');
    expect(r.state.scores).toEqual([2, 0, 0, 0]);
    expect(refused(r.state, 3, { kind: 'challenge', line: 0 }, 30_000)).toBe('shtuka/no-such-line');
    expect(refused(r.state, 3, { kind: 'challenge', line: 1 }, 30_000)).toBe('shtuka/no-such-line');
  });

  it('only in Shtuka mode, and never by the explainer', () => {
    const s = withLine();
    expect(refused(s, 0, { kind: 'challenge', line: 0 }, 20)).toBe('shtuka/explainer-cannot');
    const blitzTable = play(table(blitz), 0, { kind: 'roll' }, 0).state;
    expect(refused(blitzTable, 1, { kind: 'challenge', line: 0 }, 20)).toBe('shtuka/not-now');
  });
});
