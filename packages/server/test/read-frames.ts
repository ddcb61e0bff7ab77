/** Server frames read back as a client reads them, with ws's own frame parser. */
import type { EventEmitter } from 'node:events';
import * as wsLibrary from 'ws';

/** ws's frame parser (exported by the library, not described by its types). */
const { Receiver } = wsLibrary as unknown as {
  Receiver: new(options: { isServer: boolean; maxPayload: number; }) => EventEmitter & { write(bytes: Buffer): void; };
};

/** What ws's own parser (a client's) reads from `bytes`: the text messages (a binary or broken one named as such). */
export function readFrames(bytes: Buffer): string[] {
  const out: string[] = [];
  const receiver = new Receiver({ isServer: false, maxPayload: 0 });
  receiver.on('message', (data: Buffer, isBinary: boolean) => out.push(isBinary ? '(binary)' : data.toString('utf8')));
  receiver.on('error', (e: Error) => out.push(`(error ${e.message})`));
  receiver.write(bytes);
  return out;
}
