/**
 * One table's pictures (games with `pictures`): when the state gets a new picture key (a new round),
 * the round's scenes are handed to the club's renderer, and once drawn the table's watchers are sent
 * `table.picture`. Drawing runs beside the table's queue, never on it: the round goes on meanwhile. A
 * render that fails is logged with the table and round and the round goes on without a picture.
 */
import type { AnyGame } from '@kozyr/engine';
import type { ServerOf } from '@kozyr/protocol';
import type { Pictures } from './pictures.ts';

type PictureMessage = ServerOf<'table.picture'>;

export interface PictureTable {
  readonly id: string;
  readonly game: AnyGame;
  readonly closed: boolean;
  /** Every watcher of the table, seats and spectators. */
  sendAll(message: PictureMessage): void;
  onError(error: unknown, context: string): void;
}

export class TablePictures {
  /** The key of the pictures asked for last, and their message once drawn. */
  private key: string | number | null = null;
  private ready: PictureMessage | null = null;

  constructor(
    private readonly table: PictureTable,
    private readonly pictures: Pictures | undefined,
  ) {}

  /**
   * After every change of the state: a new key starts drawing its pictures. Called after a change is
   * stored and published, so a game whose pictures fail (its scene throws) is logged and never undoes it.
   */
  follow(state: unknown): void {
    try {
      this.draw(state);
    } catch (e) {
      this.table.onError(e, `pictures of table ${this.table.id} (the game goes on without them)`);
    }
  }

  private draw(state: unknown): void {
    const capability = this.table.game.pictures;
    if (capability === undefined || this.pictures === undefined) return;
    const key = capability.key(state);
    if (key === this.key) return;
    this.key = key;
    this.ready = null;
    if (key === null) return;
    const scene = capability.scene(state);
    if (scene === null) return;
    const round = capability.round(state);
    const task = capability.task(state);
    const id = this.table.id;
    this.pictures.draw(id, { scene, task }).then(
      (a) => {
        // A later round (or the table's end) overtook this drawing: its pictures are stale.
        if (this.key !== key || this.table.closed) return;
        this.ready = {
          type: 'table.picture',
          table: id,
          round,
          picture: a.picture,
          ...(a.task === undefined ? {} : { task: a.task }),
        };
        this.table.sendAll(this.ready);
      },
      (e: unknown) => {
        // A table closing (shutdown) stops its drawing: nothing went wrong.
        if (!this.table.closed) this.table.onError(e, `picture of table ${id}, round ${round} (the round goes on without it)`);
      },
    );
  }

  /** The drawn pictures of the current round, for a watcher who arrives or comes back; null while none. */
  current(): PictureMessage | null {
    return this.ready;
  }

  /** The table closes: its images are no longer served. */
  forget(): void {
    this.key = null;
    this.ready = null;
    this.pictures?.forget(this.table.id);
  }
}
