/**
 * Seed 001, the Wild Draw Four challenge: the challenger "may ask player 1 to show his
 * cards" (может попросить предъявить игрока-1 свои карты). The challenger alone sees the
 * hand as it was when the card was played, once: the next move hides it again; a Wild
 * Draw Four taken back is seen by everyone until played. Seats: the draw R9 (seat 0) over G1
 * makes seat 0 the dealer, so seat 1 leads.
 */
import { describe, expect, it } from 'vitest';
import { advance } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Viewer } from '../../src/core/types.ts';
import type { Move } from '../../src/games/shared-shedding/types.ts';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';
import { stackDeck, Table } from './stack.ts';

const play = (
  card: string,
  colour?: string,
): Move => (colour === undefined ? { kind: 'play', card } : { kind: 'play', card, colour });
const DRAW: Move = { kind: 'draw' };
const CHALLENGE: Move = { kind: 'challenge' };

const H0 = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const H2 = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7'];
/** Seat 1's hand after its Wild Draw Four: no red card, so the play on R1 is fair. */
const SHOWN = ['G3', 'G4', 'G4', 'G5', 'G6', 'G7'];
const NOBODY_KNOWS = [[], [], []];

/**
 * Three seats: seat 1 plays a fair Wild Draw Four (naming blue) on R1 and seat 2 challenges:
 * it is shown SHOWN and, wrong, draws 6 (R2..R7) and is skipped; seat 0 plays next.
 */
function challenged(): Table {
  const stock = ['R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'Y8', 'Y9'];
  const t = new Table(
    uno,
    // The tests move the cards on by drawing, also from hands that hold a card that fits.
    { rounds: 1, mayDrawInstead: true },
    3,
    stackDeck(UNO, { draw: ['R9', 'G1', 'B2'], hands: [H0, ['W4', ...SHOWN], H2], first: 'R1', stock }),
  );
  t.play(1, play('W4', 'B'));
  t.play(2, CHALLENGE);
  return t;
}

const knownCards = (t: Table, viewer: Viewer) => uno.view(t.state, viewer).knownCards;

/** Whether the multiset `hand` holds every card of the multiset `cards`. */
function holdsAll(hand: readonly string[], cards: readonly string[]): boolean {
  const rest = [...hand];
  for (const c of cards) {
    const i = rest.indexOf(c);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return true;
}

describe('seed 001 UNO: the challenged hand is shown to the challenger', () => {
  it('a challenge shows the challenged hand to the challenger only', () => {
    const t = challenged();
    const event = t.events.find((e) => e.kind === 'challenge')!;
    expect(event).toMatchObject({ seat: 2, player: 1, guilty: false });
    expect(t.hand(2)).toHaveLength(7 + 6);

    // The challenger: its view and its copy of the event carry the hand.
    expect(knownCards(t, 2)).toEqual([[], SHOWN, []]);
    expect(uno.eventView(event, 2)).toEqual({ kind: 'challenge', seat: 2, player: 1, guilty: false, shown: SHOWN });
    // The challenged player, the other seat and a spectator: the verdict only.
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(knownCards(t, viewer)).toEqual(NOBODY_KNOWS);
      expect(uno.eventView(event, viewer)).toEqual({ kind: 'challenge', seat: 2, player: 1, guilty: false });
    }
    for (const viewer of [0, 'spectator'] as const) {
      const text = JSON.stringify(uno.view(t.state, viewer));
      for (const card of SHOWN) expect(text).not.toContain(`"${card}"`);
    }
    // The zones say the same: seat 1's cards are seen by seat 1 and seat 2.
    const zones = uno.cards!.zones(t.state).filter((z) => z.owner === 1);
    expect(zones).toEqual([
      { id: 'hand-1', cards: [], visibleTo: [1], owner: 1 },
      { id: 'hand-1-shown-2', cards: SHOWN, visibleTo: [1, 2], owner: 1 },
    ]);
  });

  it('the challenged hand is shown once: the next move hides it from the challenger again', () => {
    const t = challenged();
    expect(knownCards(t, 2)[1]).toEqual(SHOWN);
    t.play(0, play('B3'));
    expect(t.hand(1)).toEqual(SHOWN);
    for (const viewer of [0, 1, 2, 'spectator'] as const) expect(knownCards(t, viewer)).toEqual(NOBODY_KNOWS);
    const text = JSON.stringify(uno.view(t.state, 2));
    for (const card of SHOWN) expect(text).not.toContain(`"${card}"`);
    expect(uno.cards!.zones(t.state).filter((z) => z.owner === 1)).toEqual([
      { id: 'hand-1', cards: SHOWN, visibleTo: [1], owner: 1 },
    ]);
  });

  it('a refused move does not hide the challenged hand', () => {
    const t = challenged();
    expect(uno.apply(t.state, 1, play('G3'), 0).ok).toBe(false); // not seat 1's turn
    expect(knownCards(t, 2)[1]).toEqual(SHOWN);
  });

  it('the challenger is shown the hand as it was when the Wild Draw Four was played, not cards a catch added since', () => {
    // Two seats: seat 1 sheds five Skips (each brings the turn back), then plays the Wild
    // Draw Four as its second-to-last card without the call, holding G9 of the colour in force.
    const t = new Table(
      uno,
      { rounds: 1 },
      2,
      stackDeck(UNO, {
        draw: ['R9', 'G1'],
        hands: [['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'G6'], ['RS', 'RS', 'BS', 'BS', 'GS', 'W4', 'G9']],
        first: 'R1',
        stock: ['Y5', 'Y6', 'Y7', 'Y8', 'Y9', 'R5'],
      }),
    );
    for (const card of ['RS', 'RS', 'BS', 'BS', 'GS']) t.play(1, play(card));
    t.play(1, play('W4', 'B'));
    t.play(0, { kind: 'catch', seat: 1 }); // seat 1 draws Y5 Y6
    t.play(0, CHALLENGE);
    const event = t.events.find((e) => e.kind === 'challenge')!;
    expect(uno.eventView(event, 0)).toEqual({ kind: 'challenge', seat: 0, player: 1, guilty: true, shown: ['G9'] });
    expect(uno.eventView(event, 1)).toEqual({ kind: 'challenge', seat: 0, player: 1, guilty: true });
    expect(t.hand(1)).toEqual(['G9', 'R5', 'W4', 'Y5', 'Y6', 'Y7', 'Y8', 'Y9']);
    // G9 was shown; the Wild Draw Four went back in sight of everyone; the rest was drawn unseen.
    expect(knownCards(t, 0)[1]).toEqual(['G9', 'W4']);
  });

  it('a Wild Draw Four taken back after a successful challenge is known to every seat and spectator until played again', () => {
    const t = new Table(
      uno,
      { rounds: 1 },
      3,
      stackDeck(UNO, {
        draw: ['R9', 'G1', 'B2'],
        hands: [['Y9', ...H0.slice(1)], ['W4', 'R5', 'G4', 'G5', 'G6', 'G7', 'G8'], H2],
        first: 'R1',
      }),
    );
    t.play(1, play('W4', 'G'));
    t.play(2, CHALLENGE); // guilty (R5): seat 1 takes the card back and draws 4; seat 2 plays on R1
    expect(t.events.find((e) => e.kind === 'challenge')).toMatchObject({ guilty: true });
    expect(knownCards(t, 2)[1]).toEqual(['G4', 'G5', 'G6', 'G7', 'G8', 'R5', 'W4']);
    for (const viewer of [0, 'spectator'] as const) expect(knownCards(t, viewer)).toEqual([[], ['W4'], []]);
    expect(knownCards(t, 1)).toEqual(NOBODY_KNOWS);
    expect(uno.cards!.zones(t.state).find((z) => z.id === 'hand-1-public')).toEqual({
      id: 'hand-1-public',
      cards: ['W4'],
      visibleTo: 'all',
      owner: 1,
    });
    t.play(2, play('Y1'));
    t.play(0, play('Y9'));
    // What seat 2 alone was shown is hidden again; the card taken back stays known to all until played.
    for (const viewer of [0, 2, 'spectator'] as const) expect(knownCards(t, viewer)).toEqual([[], ['W4'], []]);
    t.play(1, play('W4', 'R'));
    for (const viewer of [0, 2, 'spectator'] as const) expect(knownCards(t, viewer)).toEqual(NOBODY_KNOWS);
    expect(uno.cards!.zones(t.state).some((z) => z.id === 'hand-1-public')).toBe(false);
  });

  it('what was shown is forgotten when the next hand is dealt', () => {
    // Two seats: seat 1's Wild Draw Four is a bluff (it holds R5 on R1); seat 0 challenges,
    // then goes out with Skips (each brings the turn back) while knowing seat 1's cards.
    const deck = stackDeck(UNO, {
      draw: ['R9', 'G1'],
      hands: [['RS', 'RS', 'BS', 'BS', 'YS', 'YS', 'Y5'], ['W4', 'R5', 'G4', 'G5', 'G6', 'G7', 'G8']],
      first: 'R1',
    });
    const t = new Table(uno, { rounds: 2 }, 2, deck);
    t.play(1, play('W4', 'G'));
    t.play(0, CHALLENGE);
    for (const card of ['RS', 'RS', 'BS', 'BS', 'YS']) t.play(0, play(card));
    t.play(0, { kind: 'call' });
    t.play(0, play('YS'));
    t.play(0, play('Y5'));
    expect(t.state.phase).toBe('scored');
    expect(knownCards(t, 0)[1]).toEqual(['W4']);
    t.wait(1);
    expect(t.state.round).toBe(2);
    expect(t.state.shown).toEqual([]);
    for (const viewer of [0, 1, 'spectator'] as const) expect(knownCards(t, viewer)).toEqual([[], []]);
    expect(uno.cards!.zones(t.state).filter((z) => z.owner !== undefined).map((z) => z.id)).toEqual(['hand-0', 'hand-1']);
  });
});

describe('seed 001 UNO: what a bot searching for a seat may assume after a challenge', () => {
  /** After the challenge seat 1 plays G3 and draws Y9: seat 2 knows 5 of its 6 cards. */
  function afterDraw(): Table {
    const t = challenged();
    t.play(0, play('B3'));
    t.play(1, play('G3'));
    t.play(2, DRAW);
    t.play(0, DRAW);
    t.play(1, DRAW);
    return t;
  }
  const KNOWN = ['G4', 'G4', 'G5', 'G6', 'G7'];

  it('determinize keeps the shown cards for the challenger while it is shown them', () => {
    const t = challenged();
    for (let seed = 1; seed <= 30; seed++) {
      const det = uno.search!.determinize(t.state, 2, Rng.seeded(seed));
      expect(det.hands[1]).toEqual(SHOWN);
      expect(uno.view(det, 2)).toEqual(uno.view(t.state, 2));
    }
  });

  it('determinize re-deals the hand for the challenger once it is hidden again', () => {
    const t = afterDraw();
    let moved = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const det = uno.search!.determinize(t.state, 2, Rng.seeded(seed));
      expect(uno.view(det, 2)).toEqual(uno.view(t.state, 2));
      if (!holdsAll(det.hands[1]!, KNOWN)) moved++;
    }
    expect(moved).toBeGreaterThan(25);
  });

  it('determinize for a seat that was not shown the hand re-deals it at random', () => {
    const t = afterDraw();
    let moved = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const det = uno.search!.determinize(t.state, 0, Rng.seeded(seed));
      expect(uno.view(det, 0)).toEqual(uno.view(t.state, 0));
      // Seat 0 cannot know what seat 2 was shown, so the state it imagines carries no such knowledge.
      expect(det.shown).toEqual([]);
      if (!holdsAll(det.hands[1]!, KNOWN)) moved++;
    }
    expect(moved).toBeGreaterThan(25);
  });

  it('determinize re-judges a pending challenge on cards the seat does not know', () => {
    // Seat 1 plays a fair Wild Draw Four and seat 2, challenging, is shown W4 G3..G7. Later
    // seat 1 plays its second Wild Draw Four on green: seat 2 saw its green cards, but no longer sees them.
    const t = new Table(
      uno,
      { rounds: 1 },
      3,
      stackDeck(UNO, {
        draw: ['R9', 'G1', 'B2'],
        hands: [['G8', ...H0.slice(1)], ['W4', 'W4', 'G3', 'G4', 'G5', 'G6', 'G7'], H2],
        first: 'R1',
      }),
    );
    t.play(1, play('W4', 'G'));
    t.play(2, CHALLENGE);
    t.play(0, play('G8'));
    t.play(1, play('W4', 'B'));
    expect(t.state.phase).toBe('challenge');
    expect(knownCards(t, 2)).toEqual(NOBODY_KNOWS);
    expect(t.state.challenge).toMatchObject({ player: 1, hand: ['G3', 'G4', 'G5', 'G6', 'G7'], guilty: true });
    const fair = [0, 0];
    for (let seed = 1; seed <= 30; seed++) {
      for (const seat of [0, 2]) {
        const det = uno.search!.determinize(t.state, seat, Rng.seeded(seed));
        expect(det.challenge).toMatchObject({ player: 1 });
        // Neither seat knows the hand now: in some of the hands it imagines the play was fair.
        if (det.challenge!.guilty === false) fair[seat === 0 ? 0 : 1]!++;
      }
    }
    expect(fair[0]).toBeGreaterThan(0);
    expect(fair[1]).toBeGreaterThan(0);
  });
});

describe('what seats know of hands, over random play', () => {
  it('every card a seat knows of a hand is in that hand, counting copies (public ones included)', () => {
    let challenges = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const seats = 3 + (seed % 4);
      const config = uno.parseConfig({ rounds: 1, jumpIn: seed % 2 === 0 }, seats);
      const setup = config.ok ? uno.setup(config.value, seats, { seed }) : null;
      if (setup === null || !setup.ok) throw new Error('setup refused');
      let s = setup.value;
      const rng = Rng.seeded(seed);
      for (let at = 0; uno.outcome(s) === null;) {
        at += rng.int(2000);
        s = advance(uno, s, at).state;
        if (uno.outcome(s) !== null) break;
        const seat = rng.pick(uno.actors(s));
        const res = uno.apply(s, seat, rng.pick(uno.legalMoves(s, seat)), at);
        if (!res.ok) throw new Error(res.error.code);
        challenges += res.value.events.filter((e) => e.kind === 'challenge').length;
        s = res.value.state;
        for (let owner = 0; owner < seats; owner++) {
          for (let viewer = 0; viewer < seats; viewer++) {
            const known = uno.view(s, viewer).knownCards[owner]!;
            if (!holdsAll(s.hands[owner]!, known)) {
              throw new Error(`seed ${seed}: seat ${viewer} knows ${known.join(' ')} of hand ${s.hands[owner]!.join(' ')}`);
            }
          }
        }
      }
    }
    expect(challenges).toBeGreaterThan(10);
  });
});
