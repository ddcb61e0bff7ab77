/**
 * A server frame as the bytes a WebSocket carries (RFC 6455 §5.2: an
 * unmasked final text frame, its header and its UTF-8 payload), made once and
 * written as it is to every socket that is sent it.
 *
 * Why bytes and not the text: a frame's text is a rope of parts (the shared
 * head and tail of a `table.update`, the events, this seat's view and moves).
 * Written as a string, each socket's write first flattened that rope into a
 * new string to measure its UTF-8 length (`String::WriteToFlat`, the largest
 * single symbol of the server's profile, 3–4%), then copied it again into the
 * write's own buffer; a spectators' frame was encoded once per socket. Here
 * the frame is encoded once into a shared slab, the header is written in
 * front of the payload, and sockets write the same bytes (Node's buffer paths:
 * no encoding, no length to compute). Measured: the frames' share of the
 * server's profile fell; the CPU per move moved within the machine's noise.
 */

/** The longest header: 2 bytes, then a 64-bit length. */
const MAX_HEADER = 10;
/** Frames are cut from slabs this large; a slab is never written over (a socket may still be sending from it). */
const SLAB_BYTES = 64 * 1024;

let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let used = 0;

/** How many bytes the header of a frame of `size` payload bytes takes (its length in the shortest form). */
function headerLength(size: number): number {
  return size < 126 ? 2 : size < 65_536 ? 4 : 10;
}

/** The header of a text frame of `size` payload bytes, written into `to` at `at`. */
function writeHeader(to: Buffer, at: number, size: number): void {
  to[at] = 0x81;
  if (size < 126) to[at + 1] = size;
  else if (size < 65_536) {
    to[at + 1] = 126;
    to.writeUInt16BE(size, at + 2);
  } else {
    to[at + 1] = 127;
    to.writeUInt32BE(Math.floor(size / 2 ** 32), at + 2);
    to.writeUInt32BE(size >>> 0, at + 6);
  }
}

/** The header of one text frame of `size` payload bytes, on its own. */
export function frameHeader(size: number): Buffer {
  const header = Buffer.allocUnsafe(headerLength(size));
  writeHeader(header, 0, size);
  return header;
}

export class WireFrame {
  private decoded: string | null = null;

  constructor(
    /** The whole frame: header, then payload. Never written to after it is made. */
    readonly bytes: Buffer,
    private readonly headerBytes: number,
  ) {}

  /** The payload as text, for a socket that frames its own (a node link's, a compressed one). */
  get text(): string {
    return (this.decoded ??= this.bytes.toString('utf8', this.headerBytes));
  }
}

/**
 * The text frame whose payload is `text`, encoded as UTF-8 once. A frame made of parts (a `table.update`:
 * the shared head and tail, the events, the viewer's view and moves) is given as their sum, one rope, and
 * encoded by one write: each write into a buffer is a call into C++ of a fixed cost (about 70 ns here),
 * more than flattening and encoding the frame's whole rope at once (a Durak update in ten parts: 898 ns
 * written part by part, 351 ns as one rope).
 */
export function wireFrame(text: string): WireFrame {
  // A UTF-16 unit is at most 3 bytes of UTF-8 (a surrogate pair, two units, is 4).
  const bound = MAX_HEADER + text.length * 3;
  if (used + bound > slab.length) {
    slab = Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, bound));
    used = 0;
  }
  const start = used + MAX_HEADER;
  const size = slab.write(text, start);
  const header = headerLength(size);
  writeHeader(slab, start - header, size);
  used = start + size;
  return new WireFrame(slab.subarray(start - header, start + size), header);
}
