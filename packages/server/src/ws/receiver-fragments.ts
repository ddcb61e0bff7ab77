/**
 * ws's Receiver gathers each message's fragments in an array (`_fragments`) and, once the message is
 * delivered, starts a fresh empty array for the next one. That array lives until the socket's next message —
 * seconds, at a human's pace — so by then a scavenge has moved it into the old generation. The next message's
 * first fragment is pushed into it, which gives it a young backing store holding the message's Buffer; the
 * message is delivered and the array dropped, but a scavenge treats every old-generation object as alive, so
 * the dead array keeps that store and Buffer alive: each scavenge until the next full collection copies them,
 * and the next one promotes them. At 5,000 human-paced tables on one worker this was a fifth of what each
 * scavenge kept and a quarter of what it promoted; at 10,000 tables on two workers the scavenges took half as
 * long without it (docs/scaling-history.md, session 19).
 *
 * `releaseDeliveredFragments` empties the delivered message's array as soon as ws is done with it, so nothing
 * of the message stays reachable from it. It wraps one internal method of ws's Receiver, so the test
 * (receiver-fragments.test.ts) checks that ws still has that method and still reads messages whole through it:
 * an upgrade of ws that changes either fails there. A server whose ws lacks the method runs without the wrap
 * (it only costs collector time), rather than not starting.
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

const WRAPPED = Symbol('kozyr.releaseDeliveredFragments');

/**
 * Wrap ws's Receiver once per process (every WebSocket, server's and client's, reads through it). false when
 * this ws has no such method to wrap.
 */
export function releaseDeliveredFragments(): boolean {
  const proto = wsReceiver()?.prototype as (ReceiverInternals & { [WRAPPED]?: true; }) | undefined;
  if (proto === undefined) return false;
  if (proto[WRAPPED] === true) return true;
  const dataMessage = proto.dataMessage;
  proto.dataMessage = function(this: ReceiverInternals, cb: (error?: Error) => void): void {
    const fragments = this._fragments;
    dataMessage.call(this, cb);
    // A new array in its place: the message was delivered (or refused) and its bytes were copied or taken
    // out of this one, except where ws hands the array itself to the listener (binaryType 'fragments').
    if (this._fragments !== fragments && this._binaryType !== 'fragments') fragments.length = 0;
  };
  proto[WRAPPED] = true;
  return true;
}
