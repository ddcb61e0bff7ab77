/**
 * Node ids of a club on many machines. A node id names the node's Redis channel,
 * its presence key and its tables' leases, so two live processes must never share
 * one. `kozyr serve --redis ... --node-id ID --workers N` makes each of its N
 * worker processes a node of its own: `ID-w0` … `ID-w(N-1)`.
 */

/** What a node id may be. */
export const NODE_ID = /^[\w.-]{1,64}$/;

/** The node id of worker `index` of the machine whose node id is `machine`. */
export const workerNodeId = (machine: string, index: number): string => `${machine}-w${index}`;

/** Why `id` cannot be a node id, or null when it can. */
export function nodeIdProblem(id: string): string | null {
  return NODE_ID.test(id) ? null : `a node id is 1-64 letters, digits, '.', '_' or '-', got "${id}"`;
}
