/**
 * Watching a tournament (net/tournaments.ts `watchTournament`) against a scripted club connection: the view
 * comes from the subscription and every update; after a reconnect it subscribes again; a refusal because the
 * tournaments are moving to another of the club's servers is asked again until they run there, any other
 * refusal is shown and left; the stop ends the retries.
 */
import type { TournamentView } from '@kozyr/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubConnection } from '../src/net/club-connection.ts';
import { ServerError } from '../src/net/connection.ts';
import { RESUBSCRIBE_MS, watchTournament } from '../src/net/tournaments.ts';

/** A club connection whose answers the test gives, one per request, in order. */
function scriptedClub(answers: (() => Promise<unknown>)[]) {
  const sent: Record<string, unknown>[] = [];
  const updates = new Set<(m: { tournament: TournamentView; }) => void>();
  const opens = new Set<() => void>();
  const club = {
    request: (msg: Record<string, unknown>) => {
      sent.push(msg);
      const next = msg['type'] === 'tournament.subscribe' ? answers.shift() : undefined;
      return next === undefined ? Promise.resolve(null) : next();
    },
    on: (_type: string, handler: (m: { tournament: TournamentView; }) => void) => {
      updates.add(handler);
      return () => updates.delete(handler);
    },
    onOpen: (listener: () => void) => {
      opens.add(listener);
      return () => opens.delete(listener);
    },
  };
  return {
    club: club as unknown as Pick<ClubConnection, 'request' | 'on' | 'onOpen'>,
    sent,
    subscribes: () => sent.filter((m) => m['type'] === 'tournament.subscribe').length,
    push: (tournament: TournamentView) => {
      for (const h of updates) h({ tournament });
    },
    reconnect: () => {
      for (const l of opens) l();
    },
  };
}

const view = (id: string, status = 'upcoming') => ({ id, status }) as unknown as TournamentView;
const moving = () => Promise.reject(new ServerError('tournaments-unavailable', 'try again'));

describe('watching a tournament', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the view from the subscription and its updates, and subscribes again after a reconnect', async () => {
    const c = scriptedClub([() => Promise.resolve(view('T1')), () => Promise.resolve(view('T1', 'running'))]);
    const views: string[] = [];
    const stop = watchTournament(c.club, 'T1', (v) => views.push(`${v.id} ${v.status}`), () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    c.push(view('T2', 'running'));
    c.push(view('T1', 'running'));
    c.reconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(views).toEqual(['T1 upcoming', 'T1 running', 'T1 running']);
    expect(c.subscribes()).toBe(2);
    stop();
    expect(c.sent.at(-1)).toEqual({ type: 'tournament.unsubscribe', tournament: 'T1' });
  });

  it('asks again while the tournaments move between servers, until they answer', async () => {
    const c = scriptedClub([moving, moving, () => Promise.resolve(view('T1'))]);
    const views: string[] = [];
    const errors: string[] = [];
    watchTournament(c.club, 'T1', (v) => views.push(v.id), (e) => errors.push((e as ServerError).code));
    await vi.advanceTimersByTimeAsync(0);
    expect(c.subscribes()).toBe(1);
    await vi.advanceTimersByTimeAsync(RESUBSCRIBE_MS);
    expect(c.subscribes()).toBe(2);
    await vi.advanceTimersByTimeAsync(RESUBSCRIBE_MS);
    expect(c.subscribes()).toBe(3);
    expect(errors).toEqual(['tournaments-unavailable', 'tournaments-unavailable']);
    expect(views).toEqual(['T1']);
    await vi.advanceTimersByTimeAsync(10 * RESUBSCRIBE_MS);
    expect(c.subscribes()).toBe(3);
  });

  it('leaves any other refusal shown, and a stop ends the retries', async () => {
    const unknown = scriptedClub([() => Promise.reject(new ServerError('unknown-tournament', 'no such'))]);
    const errors: string[] = [];
    watchTournament(unknown.club, 'T9', () => undefined, (e) => errors.push((e as ServerError).code));
    await vi.advanceTimersByTimeAsync(10 * RESUBSCRIBE_MS);
    expect(errors).toEqual(['unknown-tournament']);
    expect(unknown.subscribes()).toBe(1);

    const c = scriptedClub([moving, moving]);
    const stop = watchTournament(c.club, 'T1', () => undefined, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10 * RESUBSCRIBE_MS);
    expect(c.subscribes()).toBe(1);
  });
});
