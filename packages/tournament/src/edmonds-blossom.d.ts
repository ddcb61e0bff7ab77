/** edmonds-blossom 1.0.0 ships no types: edges are [u, v, weight]; the answer is each vertex's mate, -1 when unmatched. */
declare module 'edmonds-blossom' {
  export default function blossom(edges: readonly (readonly [number, number, number])[], maxCardinality?: boolean): number[];
}
