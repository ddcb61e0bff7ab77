/** Handlers of server pushes by message type: what a socket (and the club's set of sockets) hands each push to. */
import type { ServerMessage, ServerOf, ServerType } from '@kozyr/protocol';

export type Handler<T extends ServerType> = (msg: ServerOf<T>) => void;

export class PushHandlers {
  private readonly byType = new Map<ServerType, Set<(msg: ServerMessage) => void>>();

  /** Handle every push of `type`; the returned function stops it. */
  on<T extends ServerType>(type: T, handler: Handler<T>): () => void {
    let set = this.byType.get(type);
    if (set === undefined) {
      set = new Set();
      this.byType.set(type, set);
    }
    const h = handler as (msg: ServerMessage) => void;
    set.add(h);
    return () => void set.delete(h);
  }

  /** Give `msg` to every handler of its type. */
  deliver(msg: ServerMessage): void {
    for (const h of this.byType.get(msg.type) ?? []) h(msg);
  }
}
