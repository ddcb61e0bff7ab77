/**
 * The club's WebSocket: request/reply by `id`, pushes by `type`, automatic
 * reconnection with backoff. Frames follow @kozyr/protocol; only its types are
 * imported, so the client bundle carries no schema code.
 */
import type { ClientMessage, ServerMessage, ServerType } from '@kozyr/protocol';
import { type Handler, PushHandlers } from './handlers.ts';

export type Outgoing = ClientMessage extends infer M ? (M extends { id: unknown; } ? Omit<M, 'id'> : never) : never;
export type ConnState = 'connecting' | 'open' | 'closed';

export class ServerError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

interface Pending {
  resolve(data: unknown): void;
  reject(e: ServerError): void;
}

export class Connection {
  private ws: WebSocket | null = null;
  private nextId = 1;
  private readonly pending = new Map<string | number, Pending>();
  private readonly handlers = new PushHandlers();
  private readonly openListeners = new Set<() => void>();
  private readonly stateListeners = new Set<(s: ConnState) => void>();
  private readonly pushListeners = new Set<(msg: ServerMessage) => void>();
  private backoffMs = 500;
  private queue: string[] = [];
  /** Set by `close()`: a socket closed for good is not reopened. */
  private ended = false;
  state: ConnState = 'closed';

  constructor(private readonly url: () => string) {}

  connect(): void {
    if (this.ws !== null || this.ended) return;
    this.setState('connecting');
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.backoffMs = 500;
      this.setState('open');
      for (const frame of this.queue) ws.send(frame);
      this.queue = [];
      for (const l of this.openListeners) l();
    };
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = () => {
      this.ws = null;
      for (const p of this.pending.values()) p.reject(new ServerError('disconnected', 'connection closed'));
      this.pending.clear();
      this.setState('closed');
      if (this.ended) return;
      setTimeout(() => this.connect(), this.backoffMs);
      this.backoffMs = Math.min(this.backoffMs * 2, 8000);
    };
  }

  /** Replace the socket at once (after logging in, so the next one carries the new session). */
  reconnect(): void {
    const old = this.ws;
    if (old === null) return;
    this.ws = null;
    old.onclose = null;
    old.onmessage = null;
    old.close();
    for (const p of this.pending.values()) p.reject(new ServerError('disconnected', 'connection replaced'));
    this.pending.clear();
    this.connect();
  }

  /** Close for good (a table socket no longer needed): no reconnection, pending requests fail. */
  close(): void {
    this.ended = true;
    const old = this.ws;
    this.ws = null;
    this.queue = [];
    for (const p of this.pending.values()) p.reject(new ServerError('disconnected', 'connection closed'));
    this.pending.clear();
    if (old !== null) {
      old.onclose = null;
      old.onmessage = null;
      old.close();
    }
    this.setState('closed');
  }

  private setState(s: ConnState): void {
    this.state = s;
    for (const l of this.stateListeners) l(s);
  }

  private receive(raw: string): void {
    let msg: ServerMessage;
    try {
      msg = JSON.parse(raw) as ServerMessage;
    } catch {
      return;
    }
    if (msg.type === 'table.update' && msg.re !== undefined) {
      // The mover's own update is the reply to its move: the request settles, and the update is handled as any other.
      const p = this.pending.get(msg.re);
      if (p !== undefined) {
        this.pending.delete(msg.re);
        p.resolve({ version: msg.version });
      }
    }
    if (msg.type === 'reply' || (msg.type === 'error' && msg.re !== null)) {
      const p = this.pending.get(msg.re as string | number);
      if (p !== undefined) {
        this.pending.delete(msg.re as string | number);
        if (msg.type === 'reply') p.resolve(msg.data);
        else p.reject(new ServerError(msg.code, msg.message, msg.detail));
        return;
      }
    }
    this.handlers.deliver(msg);
    for (const l of this.pushListeners) l(msg);
  }

  request<T = unknown>(msg: Outgoing): Promise<T> {
    const id = this.nextId++;
    const frame = JSON.stringify({ ...msg, id });
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (d: unknown) => void, reject });
      if (this.ws !== null && this.ws.readyState === WebSocket.OPEN) this.ws.send(frame);
      else this.queue.push(frame);
    });
  }

  on<T extends ServerType>(type: T, handler: Handler<T>): () => void {
    return this.handlers.on(type, handler);
  }

  /** Called on every (re)connection: subscriptions re-subscribe here. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    return () => void this.openListeners.delete(listener);
  }

  /** Every frame that is not the answer to a request (pushes), after the handlers of its type. */
  onPush(listener: (msg: ServerMessage) => void): () => void {
    this.pushListeners.add(listener);
    return () => void this.pushListeners.delete(listener);
  }

  onState(listener: (s: ConnState) => void): () => void {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }
}
