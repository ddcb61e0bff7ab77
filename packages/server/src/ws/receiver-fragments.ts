/**
 * ws's Receiver gathers each message's fragments in an array (`_fragments`) and, once the message is
 * delivered, starts a fresh empty array for the next one. That array lives until the socket's next message —
 * seconds, at a human's pace — so by then a scavenge has moved it into the old generation. The next message's
 * first fragment is pushed into it, which gives it a young backing store holding the message's Buffer; the
 * message is delivered and the array dropped, but a scavenge treats every old-generation object as alive, so
 * the dead array keeps that store and Buffer alive: each scavenge until the next full collection copies them,
 * and the next one promotes them.
 *
 * Why the club replaces a private method for it, measured with ws 8.23.0 on 2 cores, with and without the
 * wrap, runs alternated:
 * - one worker at 5,000 human-paced tables (`npx kozyr loadtest --think 2000 --tables 5000 --seconds 20
 *   --warmup 10`, the server run with `--trace-gc-nvp`): each scavenge kept 2.4 MB alive and promoted
 *   1.8–1.9 MB with it, 3.0–3.1 and 2.4–2.5 MB without; ws's arrays were a third of the bytes that outlived a
 *   scavenge without it, 30 bytes a move with it;
 * - 9,900 human-paced tables on two workers (`npx kozyr loadtest --think 2000 --tables 9900 --seconds 30
 *   --warmup 10 --clients 2 --workers 2`, ten runs each): scavenges 10–14 ms on average in eight runs of ten
 *   (22 in the other two) against 16–32 ms, and a median p99 of 26 ms against 46 ms.
 *
 * `releaseDeliveredFragments` empties the delivered message's array as soon as ws is done with it, so nothing
 * of the message stays reachable from it. It wraps one internal method of ws's Receiver, so the test
 * (receiver-fragments.test.ts) checks that ws still has that method and still reads messages whole through it:
 * an upgrade of ws that changes either fails there. A server whose ws lacks the method runs without the wrap
 * (it only costs collector time), rather than not starting. The server option `releaseWsFragments`
 * (KOZYR_WS_RELEASE_FRAGMENTS=off turns it off; on by default) leaves ws as it is, to measure it again or
 * should ws keep its arrays differently.
 */
import * as ws from 'ws';

/** The internals of ws's Receiver this wraps (not in @types/ws). */
interface ReceiverInternals {
  _fragments: unknown[];
  _binaryType: string;
  dataMessage(this: ReceiverInternals, cb: (error?: Error) => void): void;
}

interface ReceiverClass {
  prototype: ReceiverInternals;
}

/** ws's Receiver class (exported by ws, though @types/ws does not declare it), or null if it has no `dataMessage`. */
export function wsReceiver(): ReceiverClass | null {
  const receiver = (ws as unknown as { Receiver?: ReceiverClass; }).Receiver;
  return typeof receiver?.prototype.dataMessage === 'function' ? receiver : null;
}

/** ws's own method, kept on the prototype while it is wrapped. */
const ORIGINAL = Symbol('kozyr.releaseDeliveredFragments');

type Wrappable = ReceiverInternals & { [ORIGINAL]?: ReceiverInternals['dataMessage']; };

/**
 * Wrap ws's Receiver once per process (every WebSocket, server's and client's, reads through it); with
 * `release` false, put ws's own method back. Whether the wrap is in place: false when this ws has no such
 * method to wrap, or when asked not to.
 */
export function releaseDeliveredFragments(release = true): boolean {
  const proto = wsReceiver()?.prototype as Wrappable | undefined;
  if (proto === undefined) return false;
  const original = proto[ORIGINAL];
  if (!release) {
    if (original !== undefined) {
      proto.dataMessage = original;
      delete proto[ORIGINAL];
    }
    return false;
  }
  if (original !== undefined) return true;
  const dataMessage = proto.dataMessage;
  proto.dataMessage = function(this: ReceiverInternals, cb: (error?: Error) => void): void {
    const fragments = this._fragments;
    dataMessage.call(this, cb);
    // A new array in its place: the message was delivered (or refused) and its bytes were copied or taken
    // out of this one, except where ws hands the array itself to the listener (binaryType 'fragments').
    if (this._fragments !== fragments && this._binaryType !== 'fragments') fragments.length = 0;
  };
  proto[ORIGINAL] = dataMessage;
  return true;
}
