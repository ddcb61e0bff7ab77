/**
 * The pictures' shelf of a club on many nodes (pictures.ts `PictureShelf`): the owner of a table puts
 * each image of a round in Redis as it announces its address, so that whichever node a browser's request
 * reaches can serve it. An image lives as long as the browser may keep it (an hour) or until its table
 * draws the next round; Redis holds no more than the rounds being played. Redis away: the owner still
 * serves its own images, the other nodes answer 404, and the client shows the picture as unavailable.
 */
import type { Redis } from 'ioredis';
import type { PictureShelf } from '../pictures/pictures.ts';

const PICTURE_KEY = 'kozyr:picture:';
/** As long as the browser is told to keep an image (routes.ts). */
const PICTURE_TTL_S = 3600;

const keyOf = (table: string, token: string): string => `${PICTURE_KEY}${table}:${token}`;

export class RedisPictureShelf implements PictureShelf {
  constructor(
    /** The bus's client, once it is connected (null before). */
    private readonly redis: () => Redis | null,
    private readonly log: (line: string) => void,
  ) {}

  async put(table: string, token: string, bytes: Buffer): Promise<void> {
    try {
      await this.client().set(keyOf(table, token), bytes, 'EX', PICTURE_TTL_S);
    } catch (e) {
      this.log(`picture of table ${table}: not shared with the other nodes (${message(e)}); only this node serves it`);
    }
  }

  async get(table: string, token: string): Promise<Buffer | null> {
    try {
      return await this.client().getBuffer(keyOf(table, token));
    } catch {
      // Answered as unknown: the client shows the picture as unavailable, as for any image it cannot get.
      return null;
    }
  }

  async drop(table: string, tokens: readonly string[]): Promise<void> {
    if (tokens.length === 0) return;
    try {
      await this.client().del(...tokens.map((t) => keyOf(table, t)));
    } catch {
      // Left there: the images expire with their time to live.
    }
  }

  private client(): Redis {
    const redis = this.redis();
    if (redis === null) throw new Error('not connected to Redis yet');
    return redis;
  }
}

const message = (e: unknown): string => e instanceof Error ? e.message : String(e);
