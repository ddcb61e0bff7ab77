/**
 * Single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012; OpenSpiel's `is_mcts`):
 * one tree for the searching seat, whose nodes are its information sets as the moves since the
 * decision lead to them (a node's children are keyed by seat and move). Every iteration draws a
 * fresh determinization of the root, walks the tree choosing among the moves legal in that world
 * by UCT with availability counts (a move's exploration term counts the visits in which it was
 * available, not the parent's), adds one node, plays the hand out with the playout policy and
 * credits each move on the path with the reward of the seat that made it. The most visited root
 * move is chosen.
 */
import type { GameDef } from '../game.ts';
import type { Rng } from '../rng.ts';
import type { Seat, Tagged } from '../types.ts';
import { decider, finished, playout, type Position, reward, type Scoring, step, wait } from './playout.ts';
import type { SearchSpec } from './spec.ts';

interface Edge<M> {
  readonly seat: Seat;
  readonly move: M;
  visits: number;
  total: number;
  available: number;
  child: Node<M> | null;
}

interface Node<M> {
  readonly edges: Map<string, Edge<M>>;
}

const newNode = <M>(): Node<M> => ({ edges: new Map() });

/** A move's key within a node: the seat and the move's JSON (moves are plain JSON with a `kind`). */
const keyOf = (seat: Seat, move: Tagged): string => `${seat}|${JSON.stringify(move)}`;

/** The edges of `node` for `legal` (created on first sight), each counted as available once more. */
function available<M extends Tagged>(node: Node<M>, seat: Seat, legal: readonly M[]): Edge<M>[] {
  const out: Edge<M>[] = [];
  for (let i = 0; i < legal.length; i++) {
    const key = keyOf(seat, legal[i]!);
    let e = node.edges.get(key);
    if (e === undefined) {
      e = { seat, move: legal[i]!, visits: 0, total: 0, available: 0, child: null };
      node.edges.set(key, e);
    }
    e.available++;
    out.push(e);
  }
  return out;
}

/** UCT over the available edges; an edge never tried is taken first (at random among them). */
function select<M>(edges: readonly Edge<M>[], c: number, rng: Rng): Edge<M> {
  let untried = 0;
  for (let i = 0; i < edges.length; i++) if (edges[i]!.visits === 0) untried++;
  if (untried > 0) {
    let k = rng.int(untried);
    for (let i = 0; i < edges.length; i++) if (edges[i]!.visits === 0 && k-- === 0) return edges[i]!;
  }
  let best = edges[0]!;
  let bestU = -Infinity;
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i]!;
    const u = e.total / e.visits + c * Math.sqrt(Math.log(e.available) / e.visits);
    if (u > bestU) {
      bestU = u;
      best = e;
    }
  }
  return best;
}

export function ismcts<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  root: S,
  at: number,
  seat: Seat,
  legal: readonly M[],
  spec: SearchSpec<S, M, V>,
  scoring: Scoring<S>,
  rng: Rng,
): M {
  const tree = newNode<M>();
  const c = spec.exploration ?? 0.7;
  const determinize = game.search!.determinize;
  const path: Edge<M>[] = [];
  for (let it = 0; it < spec.iterations; it++) {
    const pos: Position<S> = { state: determinize(root, seat, rng), at };
    path.length = 0;
    let node: Node<M> | null = tree;
    // Selection and expansion: the root is the seat's own decision among its legal moves.
    let mover: Seat = seat;
    let moves: readonly M[] = legal;
    let grown = false;
    for (let depth = 0; !grown; depth++) {
      if (depth > 0) {
        if (finished(game, pos.state, scoring)) break;
        const next = decider(game, pos.state);
        if (next === null) {
          if (!wait(game, pos)) break;
          continue;
        }
        mover = next.seat;
        moves = next.legal;
      }
      const edge: Edge<M> = select(available(node!, mover, moves), c, rng);
      if (!step(game, pos, mover, edge.move)) break;
      path.push(edge);
      grown = edge.visits === 0;
      node = edge.child ??= newNode<M>();
    }
    if (grown) playout(game, pos, spec.playout, rng, scoring);
    for (let i = 0; i < path.length; i++) {
      const e = path[i]!;
      e.visits++;
      e.total += reward(game, pos.state, scoring, e.seat);
    }
  }
  let best: Edge<M> | null = null;
  for (const e of tree.edges.values()) if (best === null || e.visits > best.visits) best = e;
  return best === null ? legal[0]! : best.move;
}
