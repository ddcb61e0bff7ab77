/**
 * Club tournaments as the client reaches them: the lists (read again every few seconds: entrants come and go),
 * one tournament's live view (subscribed over the lobby socket: the reply, then every `tournament.update`,
 * subscribed again after a reconnect), register and leave, and a player's results for the profile.
 */
import type { TournamentView } from '@kozyr/protocol';
import { useEffect, useState } from 'preact/hooks';
import type { ClubConnection } from './club-connection.ts';
import { conn } from './club.ts';
import { ServerError } from './connection.ts';
import { getJson } from './http.ts';

export type { TournamentView };
export type TournamentList = TournamentView['status'];

/** How often an open list is read again. */
const LIST_REFRESH_MS = 5000;

/** A tournament list, `null` until the first answer; `reload` reads it again at once (after an action). */
export function useTournamentList(status: TournamentList): { list: readonly TournamentView[] | null; reload: () => void; } {
  const [list, setList] = useState<readonly TournamentView[] | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      void getJson<TournamentView[]>(`/api/tournaments?status=${status}`).then(
        (l) => live && setList(l),
        () => undefined,
      );
    read();
    const id = setInterval(read, LIST_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [status, tick]);
  return { list, reload: () => setTick((n) => n + 1) };
}

/** How soon a subscription refused while the tournaments move between servers is asked again. */
export const RESUBSCRIBE_MS = 2000;

/**
 * Watch one tournament: subscribe now and after every reconnect; each answer and `tournament.update` gives its
 * view, a refusal its error. A refusal because the tournaments are moving to another of the club's servers
 * (`tournaments-unavailable`) is asked again every `RESUBSCRIBE_MS` until they run there. Returns the stop.
 */
export function watchTournament(
  club: Pick<ClubConnection, 'request' | 'on' | 'onOpen'>,
  id: string,
  onView: (view: TournamentView) => void,
  onError: (error: unknown) => void,
): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const subscribe = () =>
    void club.request<TournamentView>({ type: 'tournament.subscribe', tournament: id }).then(onView, (e: unknown) => {
      onError(e);
      if (!stopped && e instanceof ServerError && e.code === 'tournaments-unavailable') {
        clearTimeout(retry);
        retry = setTimeout(subscribe, RESUBSCRIBE_MS);
      }
    });
  const offs = [
    club.on('tournament.update', (m) => m.tournament.id === id && onView(m.tournament)),
    club.onOpen(subscribe),
  ];
  subscribe();
  return () => {
    stopped = true;
    clearTimeout(retry);
    for (const off of offs) off();
    void club.request({ type: 'tournament.unsubscribe', tournament: id }).catch(() => undefined);
  };
}

/** One tournament, live: null until the first view; an error when the server refused the subscription. */
export function useLiveTournament(
  id: string,
): { view: TournamentView | null; error: unknown; adopt: (v: TournamentView) => void; } {
  const [view, setView] = useState<TournamentView | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() =>
    watchTournament(conn, id, (v) => {
      setError(null);
      setView(v);
    }, setError), [id]);
  return { view, error, adopt: setView };
}

/** Register for a tournament or leave it: the answer is its view as it is now. */
export function enter(tournament: string, action: 'register' | 'leave'): Promise<TournamentView> {
  return conn.request<TournamentView>({ type: action === 'register' ? 'tournament.register' : 'tournament.leave', tournament });
}

/** One tournament on a player's profile (`GET /api/users/:name/tournaments`, newest first). */
export interface TournamentResult {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly format: string;
  readonly status: TournamentList;
  /** The final place; null while it runs. */
  readonly place: number | null;
  /** The field's size (a list of the entrants is read as its length). */
  readonly entrants: number | readonly unknown[];
  readonly finishedAt: number | null;
}

/** A player's tournaments; a server that does not list them (404, or a page instead of a list) reads as none. */
export async function tournamentResults(name: string): Promise<readonly TournamentResult[]> {
  try {
    const answer = await getJson<unknown>(`/api/users/${encodeURIComponent(name)}/tournaments`);
    return Array.isArray(answer) ? (answer as TournamentResult[]) : [];
  } catch (e) {
    if (e instanceof ServerError && e.code === '404') return [];
    throw e;
  }
}

/** Whether the user is an entrant who has not left. */
export function isEntrant(view: TournamentView, userId: string | undefined): boolean {
  return view.entrants.some((e) => e.id === userId && !e.left);
}
