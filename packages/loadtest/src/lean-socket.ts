/**
 * The load-test clients' WebSocket: RFC 6455 on a plain TCP socket, the
 * client's side only and no more of it than the server uses (no extensions,
 * no subprotocols), so that 20,000 scripted clients cost the machine far less
 * than the server they measure.
 *
 * Why not the `ws` client: at 10,000 human-paced tables its read path (a
 * stream's `data` event per read, a Buffer per read, the receiver's own
 * stream and a `message` event per frame) and its send path (a cork and a
 * two-buffer writev per frame) were half of the clients' CPU — a quarter of
 * the machine's at ~7,000 moves/s. Here every read lands in one buffer shared
 * by all the process's sockets (`onread`: no stream, no allocation per read),
 * frames are cut out of it in place and handed over synchronously, and a
 * frame is sent as one masked buffer in one write.
 *
 * It is still a whole client: the handshake is checked (101 and the
 * Sec-WebSocket-Accept the key asks for), every frame is read (a fragmented
 * message is put together), a ping is answered with its pong, a close with a
 * close, and every frame sent is masked with a key from a random pool, as
 * RFC 6455 requires of a client.
 */
import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP_CONTINUATION = 0;
const OP_TEXT = 1;
const OP_BINARY = 2;
const OP_CLOSE = 8;
const OP_PING = 9;

/** Every socket of the process reads into this (a read is handled before the next one lands). */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

/** Masking keys, taken four bytes at a time and refilled when used up (as `ws` does). */
const maskPool = Buffer.allocUnsafe(8192);
let maskAt = maskPool.length;

function takeMask(frame: Buffer, at: number): void {
  if (maskAt === maskPool.length) {
    randomFillSync(maskPool);
    maskAt = 0;
  }
  maskPool.copy(frame, at, maskAt, maskAt + 4);
  maskAt += 4;
}

/** One masked client frame of `opcode` carrying `payload` (a string is sent as UTF-8 text). */
export function clientFrame(opcode: number, payload: string | Buffer): Buffer {
  const n = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  const head = n < 126 ? 6 : n < 65536 ? 8 : 14;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x80 | opcode;
  if (n < 126) frame[1] = 0x80 | n;
  else if (n < 65536) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    frame.writeUInt32BE(n >>> 0, 6);
  }
  takeMask(frame, head - 4);
  if (typeof payload === 'string') frame.write(payload, head, 'utf8');
  else payload.copy(frame, head);
  const m0 = frame[head - 4]!, m1 = frame[head - 3]!, m2 = frame[head - 2]!, m3 = frame[head - 1]!;
  let i = head;
  const end = head + n;
  for (; i + 3 < end; i += 4) {
    frame[i] = frame[i]! ^ m0;
    frame[i + 1] = frame[i + 1]! ^ m1;
    frame[i + 2] = frame[i + 2]! ^ m2;
    frame[i + 3] = frame[i + 3]! ^ m3;
  }
  for (let k = 0; i < end; i++, k++) frame[i] = frame[i]! ^ frame[head - 4 + k]!;
  return frame;
}

/** The Sec-WebSocket-Accept a server must answer `key` with. */
export function acceptFor(key: string): string {
  return createHash('sha1').update(key + GUID).digest('base64');
}

export class LeanSocket {
  private readonly socket: Socket;
  private readonly key = randomBytes(16).toString('base64');
  /** Bytes of a frame (or of the handshake's response) not yet whole, copied out of the shared buffer. */
  private rest: Buffer | null = null;
  private upgraded = false;
  private closed = false;
  /** The fragments of a message under way (a frame without FIN, and its continuations). */
  private fragments: Buffer[] | null = null;
  /** Resolves once the server has accepted the upgrade; rejects if it refused it or the connection failed first. */
  readonly opened: Promise<void>;

  constructor(
    url: string,
    /** Each text or binary message, whole; the buffer is valid only during the call (it is the shared read buffer). */
    private readonly onMessage: (data: Buffer) => void,
  ) {
    const u = new URL(url);
    let resolveOpen!: () => void;
    let rejectOpen!: (e: Error) => void;
    this.opened = new Promise((resolve, reject) => {
      resolveOpen = resolve;
      rejectOpen = reject;
    });
    this.settle = { resolve: resolveOpen, reject: rejectOpen };
    this.socket = connect({
      host: u.hostname,
      port: Number(u.port || 80),
      onread: { buffer: READ_BUFFER, callback: (n: number, buf: Uint8Array) => this.onRead(buf as Buffer, n) },
    });
    this.socket.setNoDelay(true);
    this.socket.on('connect', () => {
      this.socket.write(
        `GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${this.key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    this.socket.on('error', (e) => this.fail(e));
    this.socket.on('close', () => {
      this.closed = true;
      this.fail(new Error('the connection closed before the upgrade'));
    });
  }

  private readonly settle: { resolve: () => void; reject: (e: Error) => void; };

  private fail(e: Error): void {
    if (this.upgraded) return;
    this.upgraded = true; // settled: nothing more is read as a handshake
    this.settle.reject(e);
    this.terminate();
  }

  /** A text message. */
  send(text: string): void {
    if (!this.closed) this.socket.write(clientFrame(OP_TEXT, text));
  }

  /** Close at once, without the closing handshake (as `ws`'s `terminate`). */
  terminate(): void {
    this.closed = true;
    this.socket.destroy();
  }

  /** Always true: the socket keeps reading (false would pause it). */
  private onRead(buf: Buffer, n: number): true {
    if (this.closed) return true;
    const chunk = buf.subarray(0, n);
    const b = this.rest === null ? chunk : Buffer.concat([this.rest, chunk]);
    this.rest = null;
    const used = this.upgraded ? this.frames(b) : this.handshake(b);
    if (used < b.length && !this.closed) this.rest = Buffer.from(b.subarray(used));
    return true;
  }

  /** The server's answer to the upgrade request; returns the bytes used (the rest are frames, read at once). */
  private handshake(b: Buffer): number {
    const end = b.indexOf('\r\n\r\n');
    if (end < 0) return 0;
    const lines = b.toString('latin1', 0, end).split('\r\n');
    const status = /^HTTP\/1\.1 (\d{3})/.exec(lines[0]!)?.[1];
    const accept = lines.find((l) => /^sec-websocket-accept:/i.test(l))?.slice('sec-websocket-accept:'.length).trim();
    if (status !== '101') {
      this.fail(new Error(`Unexpected server response: ${status ?? lines[0]}`));
      return b.length;
    }
    if (accept !== acceptFor(this.key)) {
      this.fail(new Error('Invalid Sec-WebSocket-Accept header'));
      return b.length;
    }
    this.upgraded = true;
    this.settle.resolve();
    return end + 4 + this.frames(b.subarray(end + 4));
  }

  /** Every whole frame in `b`, in order; returns the bytes they took (a frame cut short waits for the next read). */
  private frames(b: Buffer): number {
    let at = 0;
    while (!this.closed && b.length - at >= 2) {
      const b0 = b[at]!;
      const b1 = b[at + 1]!;
      if ((b1 & 0x80) !== 0 || (b0 & 0x70) !== 0) {
        // A server's frames are never masked, and no extension was agreed: not a WebSocket peer we can read.
        this.terminate();
        break;
      }
      let len = b1 & 0x7f;
      let head = 2;
      if (len === 126) {
        if (b.length - at < 4) break;
        len = b.readUInt16BE(at + 2);
        head = 4;
      } else if (len === 127) {
        if (b.length - at < 10) break;
        len = b.readUInt32BE(at + 2) * 2 ** 32 + b.readUInt32BE(at + 6);
        head = 10;
      }
      if (b.length - at < head + len) break;
      const payload = b.subarray(at + head, at + head + len);
      at += head + len;
      this.frame((b0 & 0x80) !== 0, b0 & 0x0f, payload);
    }
    return at;
  }

  private frame(fin: boolean, opcode: number, payload: Buffer): void {
    if (opcode === OP_PING) {
      this.socket.write(clientFrame(0xa, payload));
    } else if (opcode === OP_CLOSE) {
      // Answer with the same status code, then end (the server closes the TCP connection after a close).
      this.socket.write(clientFrame(OP_CLOSE, payload.subarray(0, 2)));
      this.closed = true;
      this.socket.end();
    } else if (opcode === OP_TEXT || opcode === OP_BINARY || opcode === OP_CONTINUATION) {
      if (fin && this.fragments === null) return this.onMessage(payload);
      // Copied: the payload lives in the shared read buffer.
      (this.fragments ??= []).push(Buffer.from(payload));
      if (!fin) return;
      const whole = Buffer.concat(this.fragments);
      this.fragments = null;
      this.onMessage(whole);
    }
  }
}
