/**
 * The client's sockets (net/club-connection.ts) against a scripted stand-in for
 * the browser's WebSocket: which socket each request takes, that a socket
 * opened for a new table reconnects as that table's, that a table's pushes are
 * handled once, that a guest token reaches every socket, and when an unused
 * table socket closes. The real thing on `--workers 2` is browser-workers.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClubConnection, IDLE_TABLE_SOCKET_MS } from '../src/net/club-connection.ts';

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string; }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(frame: string): void {
    this.sent.push(JSON.parse(frame) as Record<string, unknown>);
  }
  close(): void {
    this.closed = true;
  }
  /** The server accepts the socket. */
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  /** The server sends a frame. */
  push(msg: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  /** The server answers the last request sent on this socket. */
  reply(data: unknown): void {
    this.push({ type: 'reply', re: this.sent.at(-1)!['id'], ok: true, data });
  }
  /** The connection drops. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}

const BASE = 'ws://club.test/ws';
const at = (url: string) => FakeSocket.all.filter((s) => s.url === url);
const only = (url: string): FakeSocket => {
  const list = at(url);
  expect(list.map((s) => s.url)).toEqual([url]);
  return list[0]!;
};
const info = (table: string, status = 'playing') => ({ table, status });

describe('the client’s lobby and table sockets', () => {
  let club: ClubConnection;
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    club = new ClubConnection(() => BASE);
    club.connect();
    only(BASE).open();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a request that names a table goes over that table’s socket (/ws?table=ID); lobby requests over /ws', async () => {
    void club.request({ type: 'lobby.subscribe', game: 'durak' });
    void club.request({ type: 'table.spectate', table: 'T1' });
    void club.request({ type: 'table.chat', table: 'T1', text: 'hi' });
    const table = only(`${BASE}?table=T1`);
    table.open();
    expect(only(BASE).sent.map((m) => m['type'])).toEqual(['lobby.subscribe']);
    expect(table.sent.map((m) => m['type'])).toEqual(['table.spectate', 'table.chat']);
  });

  it('a new table is created over ?direct=1, and that socket is the table’s from then on, reconnecting as ?table=ID', async () => {
    const created = club.request<{ table: string; }>({ type: 'table.create', game: 'durak', seats: 2 });
    const direct = only(`${BASE}?direct=1`);
    direct.open();
    direct.reply({ table: 'T2', seat: 0, invite: 'ABC', version: 0 });
    expect((await created).table).toBe('T2');
    const move = club.request({ type: 'table.move', table: 'T2', move: { kind: 'take' } });
    expect(direct.sent.map((m) => m['type'])).toEqual(['table.create', 'table.move']);
    expect(at(`${BASE}?table=T2`)).toEqual([]);
    vi.useFakeTimers();
    direct.drop();
    await expect(move).rejects.toMatchObject({ code: 'disconnected' });
    vi.advanceTimersByTime(600);
    only(`${BASE}?table=T2`);
  });

  it('quick play goes over ?quickplay=GAME, a join by code over ?invite=CODE; a refused one closes its socket', async () => {
    const quick = club.request({ type: 'table.quickplay', game: 'durak' });
    const q = only(`${BASE}?quickplay=durak`);
    q.open();
    q.reply({ table: 'T3', seat: 1, invite: 'Q', version: 0 });
    await quick;
    const joined = club.request({ type: 'table.join', invite: 'XYZ' });
    const byCode = only(`${BASE}?invite=XYZ`);
    byCode.open();
    byCode.push({ type: 'error', re: byCode.sent[0]!['id'], ok: false, code: 'unknown-table', message: 'no such code' });
    await expect(joined).rejects.toMatchObject({ code: 'unknown-table' });
    expect(byCode.closed).toBe(true);
    expect(q.closed).toBe(false);
  });

  it('a table’s pushes are taken from its own socket only; the lobby’s pushes naming a table still arrive', () => {
    const seen: string[] = [];
    club.on('table.chat', (m) => seen.push(`chat ${m.text}`));
    club.on('lobby.removed', (m) => seen.push(`removed ${m.table}`));
    const hold = club.hold('T4');
    const table = only(`${BASE}?table=T4`);
    table.open();
    const line = (text: string) => ({ type: 'table.chat', table: 'T4', version: 1, from: 'a', seat: 0, text, at: 1 });
    // The lobby socket may still watch a table it sat at earlier: its copy of the line is not handled twice.
    only(BASE).push(line('once'));
    table.push(line('once'));
    only(BASE).push({ type: 'lobby.removed', game: 'durak', table: 'T4' });
    expect(seen).toEqual(['chat once', 'removed T4']);
    hold.release();
  });

  it('a guest session the server issued on the lobby socket is presented by every table socket', () => {
    only(BASE).push({ type: 'welcome', user: { id: 'g1', name: 'guest', guest: true }, token: 'tok en', protocol: 1 });
    club.hold('T5');
    only(`${BASE}?table=T5&token=tok+en`);
  });

  it('a table socket no page shows closes after a while, unless the player sits at a table of it not yet over', () => {
    vi.useFakeTimers();
    const watched = club.hold('T6');
    const t6 = only(`${BASE}?table=T6`);
    t6.open();
    const seated = club.hold('T7');
    const t7 = only(`${BASE}?table=T7`);
    t7.open();
    t7.push({ type: 'table.state', table: 'T7', version: 3, seat: 0, info: info('T7'), state: null, chat: [] });
    watched.release();
    seated.release();
    vi.advanceTimersByTime(IDLE_TABLE_SOCKET_MS + 1);
    expect(t6.closed).toBe(true);
    expect(t7.closed).toBe(false);
    // The game ends: nothing holds the socket any more.
    t7.push({ type: 'table.over', table: 'T7', version: 9, outcome: null, seed: 1, salt: 's', ratings: [] });
    vi.advanceTimersByTime(IDLE_TABLE_SOCKET_MS + 1);
    expect(t7.closed).toBe(true);
    // A page that comes back opens a new one.
    club.hold('T6');
    expect(at(`${BASE}?table=T6`)).toHaveLength(2);
  });

  it('the connection state shown is the lobby socket’s and the shown tables’ sockets’ together', () => {
    const seen: string[] = [];
    club.onState((st) => seen.push(st));
    expect(club.state).toBe('open');
    const hold = club.hold('T10');
    const table = only(`${BASE}?table=T10`);
    table.open();
    vi.useFakeTimers();
    // The table's socket drops while the lobby's stays: the page is offline all the same.
    table.drop();
    expect(club.state).toBe('closed');
    vi.advanceTimersByTime(600);
    at(`${BASE}?table=T10`)[1]!.open();
    expect(club.state).toBe('open');
    expect(seen).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);
    hold.release();
  });

  it('"play again" seats the player at the next table over the same socket, which then serves both', async () => {
    const hold = club.hold('T8');
    const t8 = only(`${BASE}?table=T8`);
    t8.open();
    const again = club.request<{ table: string; }>({ type: 'table.playAgain', table: 'T8' });
    t8.push({ type: 'table.state', table: 'T9', version: 0, seat: 0, info: info('T9', 'waiting'), state: null, chat: [] });
    t8.reply({ table: 'T9', seat: 0, invite: 'N', version: 0 });
    expect((await again).table).toBe('T9');
    hold.release();
    club.hold('T9');
    void club.request({ type: 'table.start', table: 'T9' });
    expect(t8.sent.at(-1)!['type']).toBe('table.start');
    expect(at(`${BASE}?table=T9`)).toEqual([]);
  });
});
