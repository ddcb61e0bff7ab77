/**
 * The load test's floor: a stand-in server that speaks just enough of the club
 * protocol for the load-test players (welcome, table.create/join, table.move →
 * update to both seats, the mover's carrying its reply, /api/stats) and does nothing else —
 * no game, no storage, no validation. Frames have the real ones' size and shape.
 *
 * `kozyr loadtest --floor` runs the same clients against it: the moves per
 * second and latency this machine reaches over loopback WebSocket with that many
 * sockets when the server's own work costs nothing. The real server's figures
 * are read against it (see the README, "Load"). With `--workers N` it runs as the
 * real server does: N worker processes behind the same primary (the server's one-machine/), each
 * the floor of the tables whose ids hash to it (floor-worker-main.ts).
 */
import { serverOptions } from '@kozyr/server/config.ts';
import { type Shard, shardOf, SOLE_SHARD } from '@kozyr/server/one-machine/shard.ts';
import { wireFrame } from '@kozyr/server/wire-frame.ts';
import { releaseDeliveredFragments } from '@kozyr/server/ws/receiver-fragments.ts';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/** Padding that gives an update about the size of a mid-game Durak update frame (view + legal + actors). */
const VIEW_PAD = 'x'.repeat(640);

interface FloorTable {
  readonly seats: WebSocket[];
  turn: number;
  version: number;
}

/**
 * As the real server does (ws/connection.ts): the frames a socket is sent in
 * one turn of the event loop are corked and leave in one write, all uncorked by
 * one shared callback; each frame is made as its bytes (wire-frame.ts), written
 * to the raw socket (not copied into a buffer by ws's sender).
 */
let corkedThisTurn: Socket[] = [];

function uncorkAll(): void {
  const list = corkedThisTurn;
  corkedThisTurn = [];
  for (const raw of list) raw.uncork();
}

function send(ws: WebSocket, text: string): void {
  const raw = (ws as unknown as { _socket?: Socket; })._socket;
  if (raw === undefined) {
    ws.send(text);
    return;
  }
  if (raw.writableCorked === 0) {
    raw.cork();
    if (corkedThisTurn.push(raw) === 1) setImmediate(uncorkAll);
  }
  raw.write(wireFrame(text).bytes);
}

export interface FloorServer {
  readonly url: string;
  readonly httpServer: Server;
  close(): Promise<void>;
}

export async function startFloorServer(port = 0, host = '127.0.0.1', shard: Shard = SOLE_SHARD): Promise<FloorServer> {
  const tables = new Map<string, FloorTable>();
  let moves = 0;
  let minted = 0;
  /** A new table's id, one that hashes to this worker (the primary hands its joiners' sockets here by that hash). */
  const mint = (): string => {
    for (;;) {
      const id = `f${minted++}`;
      if (shardOf(id, shard.count) === shard.index) return id;
    }
  };
  const http = createServer((req, res) => stats(req.url ?? '', res));
  // What the real server does to ws's reading (app.ts), the floor does too: it must not do more work than the server.
  releaseDeliveredFragments(serverOptions({}).releaseWsFragments);
  const wss = new WebSocketServer({ server: http, path: '/ws', perMessageDeflate: false, maxPayload: 1 << 20 });

  function stats(url: string, res: ServerResponse): void {
    if (!url.startsWith('/api/stats')) {
      res.writeHead(404).end();
      return;
    }
    const gc = (globalThis as { gc?: () => void; }).gc;
    if (url.includes('gc=1') && gc !== undefined) gc();
    const mem = process.memoryUsage();
    const cpu = process.cpuUsage();
    const body = {
      tables: tables.size,
      cpuMicros: cpu.user + cpu.system,
      movesAccepted: moves,
      loopDelayMs: { p50: 0, p99: 0, max: 0 },
      memory: { rss: mem.rss, heapUsed: mem.heapUsed },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  /** The update of a table to both seats; the mover's carries its move's request id and is its reply (as the real server's). */
  function update(t: FloorTable, id: string, mover: WebSocket | null = null, re = 0): void {
    t.version++;
    for (let seat = 0; seat < t.seats.length; seat++) {
      const ws = t.seats[seat]!;
      const legal = seat === t.turn ? '[{"kind":"done"}]' : '[]';
      const answer = ws === mover ? `,"re":${re}` : '';
      // Its parts added into one rope and encoded once, as the real server's (projection.ts).
      send(
        ws,
        `{"type":"table.update","table":"${id}","version":${t.version},"events":[{"kind":"floor"}],"state":{"view":"` +
          VIEW_PAD +
          `","legal":${legal},"forms":[],"actors":[${t.turn}],"deadline":null,"turnEndsAt":null,"version":${t.version}}${answer}}`,
      );
    }
  }

  wss.on('connection', (ws) => {
    send(ws, '{"type":"welcome","user":{"id":"floor","name":"floor"}}');
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { type: string; id: number; table?: string; };
      const reply = (extra: string) => send(ws, `{"type":"reply","re":${m.id},"ok":true${extra}}`);
      if (m.type === 'table.create') {
        const id = mint();
        tables.set(id, { seats: [ws], turn: 0, version: 0 });
        reply(`,"data":{"table":"${id}"}`);
      } else if (m.type === 'table.join') {
        const t = tables.get(m.table ?? '');
        t?.seats.push(ws);
        reply(',"data":{"seat":1}');
        if (t !== undefined) update(t, m.table!);
      } else if (m.type === 'table.move') {
        const t = tables.get(m.table ?? '');
        if (t === undefined) return;
        moves++;
        t.turn = 1 - t.turn;
        update(t, m.table!, ws, m.id);
      }
    });
  });

  await new Promise<void>((resolve) => http.listen(port, host, resolve));
  const address = http.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://${host}:${bound}`,
    httpServer: http,
    close: () =>
      new Promise((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        http.close(() => resolve());
      }),
  };
}
