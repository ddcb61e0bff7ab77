/**
 * The client's session with the club: who we are (cookie session, a guest one
 * made on first visit), the live connection, and the games catalogue.
 */
import type { UserInfo } from '@kozyr/protocol';
import type { GameInfo } from '../games/catalogue.ts';
import { ClubConnection } from './club-connection.ts';
import { type ConnState, ServerError } from './connection.ts';
import { getJson, postJson } from './http.ts';
import { Store } from './store.ts';

function wsUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}

/** The lobby socket and one socket per table the player is at (club-connection.ts). */
export const conn = new ClubConnection(wsUrl);
export const userStore = new Store<UserInfo | null>(null);
export const connStore = new Store<ConnState>('closed');
export const gamesStore = new Store<readonly GameInfo[] | null>(null);
/** Server clock minus ours, so turn timers count down right on a skewed phone. */
export const clockSkew = new Store(0);

conn.onState((s) => connStore.set(s));
conn.on('welcome', (m) => userStore.set(m.user));

interface AuthAnswer {
  readonly user: UserInfo;
}

/** Set once this browser holds a session cookie (httpOnly, so unreadable): a first visit skips the `/api/me` that would 401. */
const SESSION_FLAG = 'kozyr.hasSession';

function rememberSession(): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(SESSION_FLAG, '1');
}

async function ensureSession(): Promise<void> {
  const known = typeof localStorage !== 'undefined' && localStorage.getItem(SESSION_FLAG) === '1';
  if (known) {
    try {
      const me = await getJson<AuthAnswer>('/api/me');
      userStore.set(me.user);
      return;
    } catch (e) {
      if (!(e instanceof ServerError)) throw e;
      // The session expired: start a new guest one below.
    }
  }
  // No session yet: play at once as a guest; register or log in any time from the account page.
  const guest = await postJson<AuthAnswer>('/api/guest', {});
  userStore.set(guest.user);
  rememberSession();
}

let booted: Promise<void> | null = null;

export function boot(): Promise<void> {
  booted ??= (async () => {
    // The games' list needs no session: it is fetched beside the session (index.html preloads it), so the
    // lobby is drawn a round trip sooner on a slow connection.
    const games = getJson<GameInfo[]>('/api/games').then((g) => gamesStore.set(g));
    games.catch(() => undefined);
    await ensureSession();
    conn.connect();
    conn.onOpen(() => {
      const sentAt = Date.now();
      void conn.request<{ now: number; }>({ type: 'ping' }).then(
        (r) => clockSkew.set(r.now - (sentAt + Date.now()) / 2),
        () => undefined,
      );
    });
    await games;
  })();
  return booted;
}

export async function authenticate(mode: 'register' | 'login' | 'guest', name = '', password = ''): Promise<UserInfo> {
  const body = mode === 'guest' ? {} : { name, password };
  const r = await postJson<AuthAnswer>(`/api/${mode}`, body);
  userStore.set(r.user);
  rememberSession();
  // The socket was opened with the previous session's cookie; the next one carries the new session.
  conn.reconnect();
  return r.user;
}

export async function logout(): Promise<void> {
  await postJson('/api/logout', {});
  await authenticate('guest');
}
