/**
 * A node's links from another node's sockets (many-nodes/links.ts). A process that
 * comes back under the same node id (a worker its primary restarted, a machine
 * restarted with its --node-id) numbers its sockets from 1 again; until this
 * node learns the old process died, it still holds the old process's links. A
 * new socket's open must replace such a link, never inherit it (and its user).
 */
import { describe, expect, it } from 'vitest';
import type { Bus, NodeRecord } from '../src/many-nodes/bus.ts';
import { Links, type LinksDeps } from '../src/many-nodes/links.ts';
import type { Connection } from '../src/ws/connection.ts';

const user = (id: string) => ({ id, name: id, guest: true, createdAt: 1 });

function links(): { links: Links; left: string[]; sent: [string, NodeRecord][]; } {
  const left: string[] = [];
  const sent: [string, NodeRecord][] = [];
  // Only what opening and closing a remote link uses: the lobby it leaves and the bus it answers on.
  const deps = {
    node: 'here',
    bus: { send: (node: string, r: NodeRecord) => sent.push([node, r]), isUp: true } as unknown as Bus,
    tables: { get: () => undefined },
    lobby: { leaveAll: (conn: Connection) => left.push(conn.user.id) },
    dispatch: {},
    options: { messageBurst: 10, messagesPerSecond: 10 },
    log: () => {},
  } as unknown as LinksDeps;
  return { links: new Links(deps), left, sent };
}

describe('links from another node', () => {
  it("a second open of a socket number from the same node id replaces the first link, with the new socket's user", () => {
    const { links: l, left } = links();
    l.records([['o', 'm-w1', 1, { user: user('alice'), address: '10.0.0.1' }]]);
    // m-w1 was killed and started again: its first socket is number 1 again, someone else's.
    l.records([['o', 'm-w1', 1, { user: user('bob'), address: '10.0.0.2' }]]);
    expect(left, "alice's link left the lobby and its tables when bob's socket took its number").toEqual(['alice']);
    l.records([['c', 'm-w1', 1]]);
    expect(left, 'the link that bob closes is his own').toEqual(['alice', 'bob']);
  });

  it('links of different sockets, or of the same socket number from different nodes, are kept apart', () => {
    const { links: l, left } = links();
    l.records([
      ['o', 'm-w0', 1, { user: user('alice'), address: '' }],
      ['o', 'm-w1', 1, { user: user('bob'), address: '' }],
      ['o', 'm-w1', 2, { user: user('carol'), address: '' }],
    ]);
    expect(left).toEqual([]);
    l.nodeGone('m-w1');
    expect(left.sort()).toEqual(['bob', 'carol']);
  });
});
