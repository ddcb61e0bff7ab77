/** Row types of the database as Kysely sees them (bigint columns may come back as strings from pg). */
type Big = number | string | bigint;

export interface DB {
  users: {
    id: string;
    name: string;
    name_key: string;
    /** Confusables skeleton of the name (null only for rows from before migration 002). */
    name_skeleton: string | null;
    pass_hash: string | null;
    guest: number;
    created_at: Big;
  };
  sessions: { token_hash: string; user_id: string; expires_at: Big; };
  tables: { id: string; game: string; status: string; meta: string; created_at: Big; };
  moves: { table_id: string; seq: number; seat: number | null; move: string | null; at: Big; by: string; };
  /** SQLite's newest move rows before they join `moves` (storage/move-journal.ts); empty on PostgreSQL. */
  move_journal: { table_id: string; seq: number; seat: number | null; move: string | null; at: Big; by: string; };
  chat: {
    table_id: string;
    n: number;
    user_id: string | null;
    name: string;
    seat: number | null;
    text: string;
    at: Big;
    version: number;
  };
  /** Written and removed by the probe while the database is away (storage/resilient.ts); empty otherwise. */
  write_probe: { id: string; pad: string | null; };
  /** Owner of each unfinished table when many nodes share the database (see many-nodes/leases.ts). */
  table_leases: { table_id: string; node: string; epoch: Big; expires_at: Big; };
  ratings: { user_id: string; game: string; rating: number; rd: number; vol: number; games: number; };
  results: {
    table_id: string;
    user_id: string;
    game: string;
    seat: number;
    place: number;
    rating_before: number | null;
    rating_after: number | null;
    finished_at: Big;
  };
  tournaments: {
    id: string;
    game: string;
    status: string;
    /** StoredTournament's other fields as JSON (config, seed, settings, finishedAt). */
    meta: string;
    organiser: string;
    created_at: Big;
    starts_at: Big | null;
  };
  tournament_events: { tournament_id: string; seq: number; event: string; at: Big; };
  tournament_games: { tournament_id: string; table_ref: string; n: number; table_id: string; };
  tournament_entries: { tournament_id: string; user_id: string; };
}
