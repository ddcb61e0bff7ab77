/**
 * The club's rendered pictures: each table's current round drawn once on the render thread, kept in
 * memory as WebP bytes under random 128-bit tokens, and served at `/pictures/<token>.webp`. A token is
 * the only name of an image: it says nothing of the table, the round or what is drawn, and only the
 * table's seats and spectators are told it (`table.picture`). A table's images are forgotten when its
 * next round is drawn or the table closes; beyond `maxBytes` the oldest tables' images go first (a
 * client that asks for one then gets 404 and shows the picture as unavailable).
 */
import type { Scene } from '@kozyr/engine';
import { randomBytes } from 'node:crypto';
import { RenderThread } from './render-thread.ts';

/** What a table's watchers are told: the addresses of the round's picture and task card. */
export interface PictureAddresses {
  readonly picture: string;
  readonly task?: string;
}

/** The pictures of one round, as a game's `pictures` capability describes them. */
export interface RoundScenes {
  readonly scene: Scene;
  readonly task: Scene | null;
}

/** 64 MiB: about 400 rounds' pictures at the size the renderer makes them. */
export const DEFAULT_PICTURE_BYTES = 64 * 1024 * 1024;

const TOKEN = /^[0-9a-f]{32}$/;

export const pictureAddress = (token: string): string => `/pictures/${token}.webp`;

export class Pictures {
  /** Token → bytes. */
  private readonly images = new Map<string, Buffer>();
  /** Table → its current tokens, oldest table first (Map order: re-inserted on every new round). */
  private readonly tables = new Map<string, readonly string[]>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number = DEFAULT_PICTURE_BYTES,
    private readonly thread: RenderThread = new RenderThread(),
  ) {}

  /** Render a round's pictures off the main thread and publish them; the table's previous round is forgotten. */
  async draw(table: string, scenes: RoundScenes): Promise<PictureAddresses> {
    const [picture, task] = await Promise.all([
      this.thread.render(scenes.scene),
      scenes.task === null ? null : this.thread.render(scenes.task),
    ]);
    this.forget(table);
    const tokens: string[] = [];
    const keep = (bytes: Buffer): string => {
      const token = randomBytes(16).toString('hex');
      this.images.set(token, bytes);
      this.bytes += bytes.length;
      tokens.push(token);
      return pictureAddress(token);
    };
    const addresses = task === null ? { picture: keep(picture) } : { picture: keep(picture), task: keep(task) };
    this.tables.set(table, tokens);
    this.evict(table);
    return addresses;
  }

  /** The bytes behind a token, or undefined (unknown, forgotten, or not a token at all). */
  image(token: string): Buffer | undefined {
    return TOKEN.test(token) ? this.images.get(token) : undefined;
  }

  /** The table's images are no longer served. */
  forget(table: string): void {
    const tokens = this.tables.get(table);
    if (tokens === undefined) return;
    this.tables.delete(table);
    for (const t of tokens) {
      this.bytes -= this.images.get(t)?.length ?? 0;
      this.images.delete(t);
    }
  }

  /** Bytes held now (for tests and figures). */
  get heldBytes(): number {
    return this.bytes;
  }

  close(): Promise<void> {
    return this.thread.close();
  }

  /** Over the bound: the other tables' images, the oldest round first, until it fits. */
  private evict(keep: string): void {
    for (const table of this.tables.keys()) {
      if (this.bytes <= this.maxBytes) return;
      if (table !== keep) this.forget(table);
    }
  }
}
