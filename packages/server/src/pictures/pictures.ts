/**
 * The club's rendered pictures: each table's current round drawn once on the render thread, kept in
 * memory as WebP bytes under random 128-bit tokens, and served at `/pictures/<token>.webp`. A token is
 * the only name of an image: it says nothing of the table, the round or what is drawn, and only the
 * table's seats and spectators are told it (`table.picture`). A table's images are forgotten when its
 * next round is drawn or the table closes; beyond `maxBytes` the oldest tables' images go first (a
 * client that asks for one then gets 404 and shows the picture as unavailable).
 *
 * On many nodes a request may reach any node (a load balancer in front of them), not the one that owns
 * the table: the images are also put on a shelf the nodes share (`PictureShelf`, Redis), and a node that
 * does not hold an image looks there.
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

/**
 * Where a round's images are put for the club's other processes to serve (many nodes: Redis, with a
 * time to live). Never rejects: a shelf that cannot be reached is logged by it, and the owner still serves
 * its own images.
 */
export interface PictureShelf {
  put(table: string, token: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null (unknown, expired, or the shelf cannot be reached). */
  get(table: string, token: string): Promise<Buffer | null>;
  drop(table: string, tokens: readonly string[]): Promise<void>;
}

/**
 * The table's id leads the address so that a machine of several workers sends the request to the worker
 * that holds the table (one-machine/front.ts), as it does the table's frames; the id is no secret (anyone
 * may watch the table), and the token alone says nothing of what is drawn.
 */
export const pictureAddress = (table: string, token: string): string => `/pictures/${table}/${token}.webp`;

export class Pictures {
  /** Token → bytes. */
  private readonly images = new Map<string, Buffer>();
  /** Table → its current tokens, oldest table first (Map order: re-inserted on every new round). */
  private readonly tables = new Map<string, readonly string[]>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number = DEFAULT_PICTURE_BYTES,
    private readonly thread: RenderThread = new RenderThread(),
    private readonly shelf: PictureShelf | null = null,
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
      return pictureAddress(table, token);
    };
    const addresses = task === null ? { picture: keep(picture) } : { picture: keep(picture), task: keep(task) };
    this.tables.set(table, tokens);
    this.evict(table);
    // On the shelf before anyone is told the address: a request reaching another node finds it there.
    if (this.shelf !== null) await Promise.all(tokens.map((t) => this.shelf!.put(table, t, this.images.get(t)!)));
    return addresses;
  }

  /**
   * The bytes behind a table's token, or undefined (unknown, forgotten, another table's, or not a token at
   * all): this process's own first, else the shared shelf's.
   */
  async image(table: string, token: string): Promise<Buffer | undefined> {
    if (!TOKEN.test(token)) return undefined;
    if (this.tables.get(table)?.includes(token) === true) return this.images.get(token);
    return (await this.shelf?.get(table, token)) ?? undefined;
  }

  /** The table's images are no longer served, here or from the shelf. */
  forget(table: string): void {
    const tokens = this.tables.get(table);
    if (tokens === undefined) return;
    this.release(table, tokens);
    void this.shelf?.drop(table, tokens);
  }

  /** Bytes held now (for tests and figures). */
  get heldBytes(): number {
    return this.bytes;
  }

  close(): Promise<void> {
    return this.thread.close();
  }

  /** This process's copies go; the shelf's stay (another node may still be asked for them). */
  private release(table: string, tokens: readonly string[]): void {
    this.tables.delete(table);
    for (const t of tokens) {
      this.bytes -= this.images.get(t)?.length ?? 0;
      this.images.delete(t);
    }
  }

  /** Over the bound: the other tables' images, the oldest round first, until it fits (the shelf keeps its own). */
  private evict(keep: string): void {
    for (const [table, tokens] of this.tables) {
      if (this.bytes <= this.maxBytes) return;
      if (table !== keep) this.release(table, tokens);
    }
  }
}
