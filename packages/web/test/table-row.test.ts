/** A lobby row names who sits at the table, seat by seat: people by name, bots by their seat, free seats as a dash. */
import type { TableInfo } from '@kozyr/protocol';
import { describe, expect, it } from 'vitest';
import { seatedNames } from '../src/components/table-row.tsx';

const players: TableInfo['players'] = [
  { kind: 'human', userId: 'u1', name: 'alice', connected: true, standIn: false },
  null,
  { kind: 'bot', bot: 'basic', name: 'bot' },
  { kind: 'human', userId: 'u2', name: 'bob', connected: false, standIn: true },
];

describe('lobby row', () => {
  it('lists the seated players in seat order, a free seat as a dash, a bot in the viewer’s language', () => {
    const en = seatedNames({ players }, 'en');
    expect(en[0]).toBe('alice');
    expect(en[1]).toBe('—');
    expect(en[3]).toBe('bob');
    expect(en).toHaveLength(4);
    expect(en[2]).not.toBe('bot');
    expect(en[2]).toContain('3');
    expect(seatedNames({ players }, 'ru')[2]).not.toBe(en[2]);
  });
});
