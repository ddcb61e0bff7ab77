/**
 * The edge: every frame is measured, rate-limited, parsed and validated here,
 * and only a well-formed request with a fresh id reaches dispatch (and so a
 * table). Every refusal is an `error` reply naming the request id when one
 * could be read, and is counted.
 */
import { ClientMessage, type ClientOf, type ErrorCode, LIMITS, type RequestId, type ServerOf } from '@kozyr/protocol';
import type { RawData } from 'ws';
import type { Metrics } from '../metrics.ts';
import type { TokenBucket } from '../ratelimit.ts';
import { StorageUnavailable } from '../storage/resilient.ts';
import type { Result, ServerError } from '../tables/types.ts';
import { type Connection, MAX_STRING_IDS } from './connection.ts';
import { ANSWERED_IN_UPDATE, dispatch, type DispatchContext, playMove } from './dispatch.ts';

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function frameSize(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

/** The request id of a frame that failed validation, if it has a usable one, so the error can name it. */
function idOf(value: unknown): RequestId | null {
  if (value === null || typeof value !== 'object') return null;
  const id = (value as { id?: unknown; }).id;
  if (typeof id === 'string' && id.length > 0 && id.length <= 64) return id;
  if (typeof id === 'number' && Number.isInteger(id) && id >= 0) return id;
  return null;
}

const MOVE_KEYS = new Set(['type', 'id', 'table', 'move', 'version']);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isShortText = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 64;

/**
 * The schema check of the one request that arrives thousands of times a
 * second, written out: exactly what `ClientMessage` accepts for a
 * `table.move` (strict keys, id, table, a `move` key, optional version; the move itself is
 * the game's to parse). Anything else, valid or not, goes through the schema.
 */
export function wellFormedMove(raw: unknown): ClientOf<'table.move'> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Record<string, unknown>;
  if (o['type'] !== 'table.move' || !Object.hasOwn(o, 'move')) return null;
  // for-in, not Object.keys: no array of keys per move (a key inherited from a polluted prototype only sends
  // the frame on to the schema).
  for (const key in o) if (!MOVE_KEYS.has(key)) return null;
  if (!(isShortText(o['id']) || isCount(o['id'])) || !isShortText(o['table'])) return null;
  if (o['version'] !== undefined && !isCount(o['version'])) return null;
  return o as ClientOf<'table.move'>;
}

/** One frame from a client, always as a promise (a move is answered after it settles). */
export function handleFrame(
  ctx: DispatchContext,
  metrics: Metrics,
  conn: Connection,
  bucket: TokenBucket,
  data: RawData,
): Promise<void> {
  try {
    return handleFrameNow(ctx, metrics, conn, bucket, data) ?? Promise.resolve();
  } catch (e) {
    return Promise.reject(e);
  }
}

/**
 * One frame from a client. A move is played in its table's queue (no promise:
 * the answer goes out once the move is stored, and nothing is returned);
 * everything else is dispatched asynchronously and the returned promise
 * settles once it is answered.
 */
export function handleFrameNow(
  ctx: DispatchContext,
  metrics: Metrics,
  conn: Connection,
  bucket: TokenBucket,
  data: RawData,
): Promise<void> | undefined {
  const receivedAt = ctx.now();
  metrics.framesIn++;
  if (!bucket.take(receivedAt)) {
    // Refused, and nothing more is read from this client until its next frame is allowed (read-gate.ts): the frames
    // it sent meanwhile wait, so a flood costs the server a frame or two per turn, not every frame it can send.
    conn.reading?.holdForRate(bucket.msUntilNext(receivedAt));
    return refuse(metrics, conn, null, 'rate-limited', 'too many messages; slow down');
  }
  if (frameSize(data) > LIMITS.maxFrameBytes) {
    return refuse(metrics, conn, null, 'too-large', `a frame is at most ${LIMITS.maxFrameBytes} bytes`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(frameText(data));
  } catch {
    return refuse(metrics, conn, null, 'bad-json', 'the frame is not JSON');
  }
  const move = wellFormedMove(raw);
  let msg: ClientMessage | null = move;
  if (msg === null) {
    const parsed = ClientMessage.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), message: i.message }));
      return refuse(metrics, conn, idOf(raw), 'bad-message', 'the message does not match the protocol', issues);
    }
    msg = parsed.data;
  }
  const id = conn.checkId(msg.id);
  if (id !== 'fresh') {
    metrics.duplicateIds++;
    refuse(
      metrics,
      conn,
      msg.id,
      'duplicate-request-id',
      id === 'reused' ?
        `request id ${JSON.stringify(msg.id)} was already used on this connection` :
        `this connection has used ${MAX_STRING_IDS} string request ids; reconnect (or use increasing numbers)`,
    );
    if (id === 'exhausted') conn.socket.close(1008, 'request ids exhausted');
    return undefined;
  }
  if (conn.ended) {
    return refuse(metrics, conn, msg.id, 'logged-out', 'this session has ended (logged out); reconnect to act again');
  }
  const request = msg;
  if (request.type === 'table.move') {
    playMove(ctx, conn, request, receivedAt, (e, r) => answer(metrics, conn, request, e, r));
    return undefined;
  }
  return dispatch(ctx, conn, request, receivedAt).then(
    (r) => answer(metrics, conn, request, null, r),
    (e: unknown) => answer(metrics, conn, request, e, null),
  );
}

/** A frame refused at the edge (counted): an error naming the request id when one could be read. */
function refuse(
  metrics: Metrics,
  conn: Connection,
  re: RequestId | null,
  code: ErrorCode,
  message: string,
  detail?: unknown,
): undefined {
  if (code === 'rate-limited') metrics.rateLimited++;
  else metrics.badFrames++;
  conn.send(refusal(re, { code, message, detail }));
  return undefined;
}

/** The answer to a dispatched request: its reply or error (none when the update carried it), and the move counters. */
function answer(
  metrics: Metrics,
  conn: Connection,
  msg: ClientMessage,
  error: unknown,
  r: Result<unknown> | null,
): void {
  if (r === null) {
    if (error instanceof StorageUnavailable) {
      // The database is away: nothing was stored, nothing was broadcast; the client may simply try again.
      metrics.storageRefusals++;
      conn.send({ type: 'error', re: msg.id, ok: false, code: 'storage-unavailable', message: error.message });
      return;
    }
    // A broken invariant: the request failed as a whole (nothing was broadcast).
    process.stderr.write(
      `kozyr server: ${msg.type} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    conn.send({ type: 'error', re: msg.id, ok: false, code: 'internal', message: 'the server could not complete this request' });
    return;
  }
  if (msg.type === 'table.move') {
    if (r.ok) metrics.movesAccepted++;
    else metrics.movesRefused++;
  }
  if (r.ok && r.value === ANSWERED_IN_UPDATE) return;
  if (r.ok) {
    conn.send(
      r.value === undefined || r.value === null ?
        { type: 'reply', re: msg.id, ok: true } :
        { type: 'reply', re: msg.id, ok: true, data: r.value },
    );
  } else {
    conn.send(refusal(msg.id, r.error));
  }
}

/** A refusal as the protocol sends it: the error's fields flat beside `ok: false` (the wire keeps its shape). */
function refusal(re: RequestId | null, { code, message, detail }: ServerError): ServerOf<'error'> {
  return detail === undefined ?
    { type: 'error', re, ok: false, code, message } :
    { type: 'error', re, ok: false, code, message, detail };
}
