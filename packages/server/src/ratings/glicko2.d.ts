/** Types for the untyped `glicko2` package (only what the server uses). */
declare module 'glicko2' {
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export interface Race {
    getMatches(): unknown[];
  }
  export class Glicko2 {
    constructor(settings: { tau: number; rating: number; rd: number; vol: number; });
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    makeRace(results: Player[][]): Race;
    updateRatings(matches: Race | unknown[]): void;
  }
}
