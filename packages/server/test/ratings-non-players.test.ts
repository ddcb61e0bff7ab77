/** Contract v2 outcomes: a seat whose place is null (a host, an explainer) is neither rated nor ranked. */
import { describe, expect, it } from 'vitest';
import { finishTable } from '../src/ratings/ratings.ts';
import type { GameResult, Rating, Storage, StoredTable } from '../src/storage/port.ts';

/** Just what rating a table reads and writes: registered users, no previous ratings, the recorded game. */
function storageRecording(): { storage: Storage; recorded: { ratings: readonly Rating[]; results: readonly GameResult[]; }[]; } {
  const recorded: { ratings: readonly Rating[]; results: readonly GameResult[]; }[] = [];
  const storage = {
    userById: (id: string) => Promise.resolve({ id, name: id, guest: false }),
    rating: () => Promise.resolve(null),
    finishTable: (_over: StoredTable, ratings: readonly Rating[], results: readonly GameResult[]) => {
      recorded.push({ ratings, results });
      return Promise.resolve(true);
    },
  } as unknown as Storage;
  return { storage, recorded };
}

const human = (userId: string) => ({ kind: 'human' as const, userId, name: userId });

describe('ratings with seats that are not players', () => {
  it('rate the players by place and leave the host (place null) out of ratings and results', async () => {
    const { storage, recorded } = storageRecording();
    const table = {
      id: 't1',
      game: 'quiz',
      options: { rated: true },
      players: [human('host'), human('ann'), human('bob')],
      outcome: { places: [null, 1, 2] },
      finishedAt: 1000,
    } as unknown as StoredTable;
    const changes = await finishTable(storage, table);
    expect(changes.map((c) => c.userId).sort()).toEqual(['ann', 'bob']);
    const ann = changes.find((c) => c.userId === 'ann')!;
    const bob = changes.find((c) => c.userId === 'bob')!;
    expect(ann.after).toBeGreaterThan(ann.before);
    expect(bob.after).toBeLessThan(bob.before);
    expect(recorded[0]!.results.map((r) => [r.userId, r.place])).toEqual([['ann', 1], ['bob', 2]]);
  });
});
