/** The projections: one per viewer; a viewer sees its own hand and every public count. */
import type { Viewer } from '../../core/types.ts';
import { COLOURS } from './cards.ts';
import { outcome } from './round.ts';
import type { Event, State, View } from './state.ts';

export function view(state: State, viewer: Viewer): View {
  const you = viewer === 'spectator' || viewer < 0 || viewer >= state.seats ? null : viewer;
  const gap = state.config.minGapMs;
  return {
    seats: state.seats,
    you,
    round: state.round,
    phase: state.phase,
    startsAt: state.startsAt,
    goAt: state.goAt,
    lastAt: state.lastAt,
    target: state.config.target,
    singleRound: state.config.singleRound,
    minGapMs: gap,
    hand: you === null ? [] : state.players[you]!.hand,
    players: state.players.map((p, s) => ({
      colour: COLOURS[s]!,
      hand: p.hand.length,
      draw: p.draw.length - p.drawPos,
      junk: p.junkCount,
      score: p.scoreCount,
      total: state.totals[s]!,
      readyAt: p.lastAt === null ? null : p.lastAt + gap,
    })),
    stacks: state.stacks.map((s) => (s === null ? null : { top: s.top, value: s.value, size: s.size })),
    recent: state.recent,
    rounds: state.history,
    places: outcome(state)?.places ?? null,
  };
}

/** Junked cards are face down and a drawn card is seen by its drawer only. */
export function eventView(event: Event, viewer: Viewer): Event {
  if (event.kind !== 'play' && event.kind !== 'junk') return event;
  if (viewer === event.seat) return event;
  if (event.kind === 'play') return event.drew === null ? event : { ...event, drew: null };
  return { ...event, card: null, drew: null };
}
