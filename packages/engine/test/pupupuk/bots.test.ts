/** The bots play every place without an illegal move; the Relay's ring time reaches no client before it rings. */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import type { Bot } from '../../src/core/game.ts';
import { advance } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import { placeKey, PLACES } from '../../src/games/pupupuk/places.ts';
import type { Move, View } from '../../src/games/pupupuk/state.ts';

const { basic, random } = pupupuk.bots as Record<'basic' | 'random', Bot<View, Move>>;
const config = (raw: Record<string, unknown>, seats: number) => {
  const c = pupupuk.parseConfig(raw, seats);
  if (!c.ok) throw new Error(c.error.code);
  return c.value;
};

describe('bots', () => {
  for (const place of PLACES) {
    it(`basic and random finish games with only legal moves: ${place}`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const r = botMatch(pupupuk, config({ [placeKey(place)]: true }, 4), [basic!, random!, basic!, random!], seed);
        expect(r.outcome.places.length).toBe(4);
        expect(r.rounds).toBeGreaterThanOrEqual(2);
      }
    });
  }

  it('two basic bots end every match at two seats in the Crowded Minibus, alone and with all places', () => {
    // Alone there the two would hand the same cards back and forth for ever unless a long round made them restless.
    for (const raw of [{ placeCrowdedMinibus: true }, { allPlaces: true, relayMinMs: 10000, relayMaxMs: 30000 }]) {
      for (let seed = 1; seed <= 16; seed++) {
        const r = botMatch(pupupuk, config(raw, 2), [basic!, basic!], seed);
        expect(r.outcome.places.filter((p) => p === 1).length).toBeGreaterThan(0);
      }
    }
  });

  it('basic beats three random players far more often than chance (1 in 4), all places', () => {
    let wins = 0;
    const games = 60;
    for (let seed = 1; seed <= games; seed++) {
      const seat = seed % 4;
      const bots = [random!, random!, random!, random!];
      bots[seat] = basic!;
      const r = botMatch(pupupuk, config({ allPlaces: true }, 4), bots, seed);
      if (r.outcome.places[seat] === 1) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.35);
  });

  it('basic keeps silences and answers a zero with the right gesture', () => {
    const s = pupupuk.setup(config({ placeLibrary: true }, 4), 4, { seed: 3 });
    if (!s.ok) throw new Error();
    const rng = Rng.seeded(1);
    const legal = pupupuk.legalMoves(s.value, s.value.turn);
    const choice = basic!.choose({ view: pupupuk.view(s.value, s.value.turn), seat: s.value.turn, legal, forms: [], rng })!;
    expect(choice.move.kind).toBe('lay');
    if (choice.move.kind === 'lay' && choice.move.card.startsWith('0')) {
      expect(legal.some((m) => m.kind === 'lay' && !m.card.startsWith('0'))).toBe(false);
    }
  });
});

describe('Relay timer secrecy', () => {
  it('the ring time is in no view, no event and no deadline of a whole game before it rings', () => {
    const cfg = config({ placeRelay: true, relayMinMs: 10000, relayMaxMs: 20000 }, 3);
    let rang = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const setup = pupupuk.setup(cfg, 3, { seed });
      if (!setup.ok) throw new Error();
      let s = setup.value;
      const rng = Rng.seeded(seed);
      let at = 0;
      for (let step = 0; step < 400 && pupupuk.outcome(s) === null; step++) {
        const ring = s.relay !== null && !s.relay.rang ? s.relay.ringsAt : null;
        const leaks = (x: unknown) => ring !== null && JSON.stringify(x).includes(String(ring));
        for (const v of [0, 1, 2, 'spectator'] as const) expect(leaks(pupupuk.view(s, v))).toBe(false);
        if (ring !== null) expect(pupupuk.deadline(s)).not.toBe(ring);
        at += rng.int(1500);
        const ticked = advance(pupupuk, s, at);
        const actors = pupupuk.actors(ticked.state).filter((a) => pupupuk.legalMoves(ticked.state, a).length > 0);
        const events = [...ticked.events];
        s = ticked.state;
        if (actors.length > 0 && pupupuk.outcome(s) === null) {
          const seat = rng.pick(actors);
          const r = pupupuk.apply(s, seat, rng.pick(pupupuk.legalMoves(s, seat)), at);
          if (!r.ok) throw new Error(r.error.code);
          events.push(...r.value.events);
          s = r.value.state;
        }
        rang += events.filter((e) => e.kind === 'relay-rang').length;
        for (const e of events) {
          for (const v of [0, 1, 2, 'spectator'] as const) expect(leaks(pupupuk.eventView(e, v))).toBe(false);
        }
      }
    }
    // The timer did ring in these games: the secret was checked while it was one.
    expect(rang).toBeGreaterThan(0);
  });
});
