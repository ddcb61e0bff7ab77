/**
 * The club's wire protocol: every WebSocket frame is one JSON object tagged by
 * `type`. Client requests carry an `id` that the server's reply names in `re`.
 * The server validates every frame with `ClientMessage` before anything else
 * sees it; the browser client and bots in any language build the same shapes.
 * See docs/protocol.md for the narrative.
 */
import { z } from 'zod';

/** Limits the server enforces at the edge (documented so clients can respect them). */
export const LIMITS = {
  /** Longest frame the server reads; a longer one is answered with `too-large`. */
  maxFrameBytes: 16 * 1024,
  maxChatChars: 500,
  maxNameChars: 24,
  /** Chat lines a full table state carries (the latest ones). */
  chatHistory: 50,
} as const;

/** One chat line as clients see it: who, from which seat (null: a spectator), what and when. */
export interface ChatLine {
  readonly from: string;
  readonly seat: number | null;
  readonly text: string;
  readonly at: number;
}

export const RequestId = z.union([z.string().min(1).max(64), z.number().int().nonnegative()]);
export type RequestId = z.infer<typeof RequestId>;

const TableId = z.string().min(1).max(64);
const GameId = z.string().min(1).max(32);
/** A move or a config is game-specific JSON; the game's own parser checks it. */
const Json = z.unknown();

/** Bot speeds at real-time tables (the engine's BOT_SPEEDS): each a human reaction-time range. */
export const BotSpeed = z.enum(['easy', 'normal', 'fast']);
export type BotSpeed = z.infer<typeof BotSpeed>;

/** A reaction-time range in ms (a bot at a real-time table waits a time drawn from it before acting). */
export const ReactionRange = z
  .strictObject({ minMs: z.number().int().min(0).max(10_000), maxMs: z.number().int().min(0).max(10_000) })
  .refine((r) => r.minMs <= r.maxMs, { message: 'minMs must not exceed maxMs' });

const req = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), id: RequestId, ...shape });

export const BotSpec = z.strictObject({
  /** Seat to fill; the first free one when absent. */
  seat: z.number().int().nonnegative().max(15).optional(),
  /** Bot id from the game's bots or 'random'; the game's best bot when absent. */
  bot: z.string().min(1).max(32).optional(),
  /** Real-time tables: how fast the bot reacts (its reaction range); 'normal' when absent. */
  speed: BotSpeed.optional(),
});

export const CreateTable = req('table.create', {
  game: GameId,
  seats: z.number().int().min(1).max(16),
  /** Raw game settings; the game's parseConfig fills defaults and refuses unknown keys. */
  config: Json.optional(),
  /** Seconds per move; 0 = no turn timer. */
  turnSeconds: z.number().int().min(0).max(600).optional(),
  /** Human-like bot delay in milliseconds. */
  botDelayMs: z.number().int().min(0).max(10_000).optional(),
  /** Real-time tables: this table's reaction range per bot speed (the server's defaults for those left out). */
  reactions: z.strictObject({ easy: ReactionRange.optional(), normal: ReactionRange.optional(), fast: ReactionRange.optional() })
    .optional(),
  bots: z.array(BotSpec).max(16).optional(),
  rated: z.boolean().optional(),
  /** Private tables are not listed in the lobby; join by invite code. */
  private: z.boolean().optional(),
  /** Take the given seat (default: the first free one); false = only spectate-create. */
  sit: z.boolean().optional(),
  /** Stacked first deck; accepted only by servers started in test mode (KOZYR_TEST_DECKS=1). */
  deck: z.array(z.string().max(8)).max(256).optional(),
});

// ---- tournaments ----------------------------------------------------------

const TournamentId = z.string().min(1).max(64);
export const TOURNAMENT_LISTS = ['upcoming', 'running', 'finished'] as const;

export const CreateTournament = req('tournament.create', {
  game: GameId,
  /** club-rounds, swiss, knockout or arena (the tournament package says which suit the game). */
  format: z.string().min(1).max(32),
  title: z.string().min(1).max(80).optional(),
  /** The format's settings (rounds, tableSize, hands, …); defaults filled and bad ones refused by the server. */
  settings: z.record(z.string(), Json).optional(),
  /** The game tables' settings (the game's parseConfig checks them for every table size). */
  tableConfig: z.record(z.string(), Json).optional(),
  /** Seconds per move at every game table: required, so no table waits for an absent player for ever. */
  turnSeconds: z.number().int().min(1).max(600),
  botDelayMs: z.number().int().min(0).max(10_000).optional(),
  /** The bot that fills the field (the game's best when absent). */
  bot: z.string().min(1).max(32).optional(),
  /** At the start bots join until the field has this many entrants (default: startWhenJoined). */
  fillTo: z.number().int().min(0).max(256).optional(),
  /** Start once this many have joined… */
  startWhenJoined: z.number().int().min(1).max(256).optional(),
  /** …or at this time (epoch ms): exactly one of the two. */
  startAt: z.number().int().nonnegative().optional(),
  /** Whether guests may register. */
  guests: z.boolean().optional(),
  /** The organiser registers at once. */
  register: z.boolean().optional(),
});

const TOURNAMENT_REQUESTS = [
  CreateTournament,
  /** Which formats suit the game under these table settings, each with its default settings (the create form). */
  req('tournament.formats', { game: GameId, tableConfig: z.record(z.string(), Json).optional() }),
  req('tournament.register', { tournament: TournamentId }),
  req('tournament.leave', { tournament: TournamentId }),
  req('tournament.list', { status: z.enum(TOURNAMENT_LISTS) }),
  req('tournament.get', { tournament: TournamentId }),
  /** Live standings: the reply is the view; every change follows as `tournament.update`. */
  req('tournament.subscribe', { tournament: TournamentId }),
  req('tournament.unsubscribe', { tournament: TournamentId }),
] as const;

export const ClientMessage = z.discriminatedUnion('type', [
  ...TOURNAMENT_REQUESTS,
  req('ping', {}),
  req('games.list', {}),
  req('lobby.subscribe', { game: GameId }),
  req('lobby.unsubscribe', { game: GameId }),
  CreateTable,
  req('table.quickplay', { game: GameId, seats: z.number().int().min(1).max(16).optional() }),
  req('table.join', {
    table: TableId.optional(),
    invite: z.string().min(1).max(16).optional(),
    seat: z.number().int().nonnegative().max(15).optional(),
  }),
  /** `invite`: the code, required to watch a private table. */
  req('table.spectate', { table: TableId, invite: z.string().min(1).max(16).optional() }),
  req('table.leave', { table: TableId }),
  /**
   * Give up the seat during a game (leave or surrender): a bot plays it to the end at once, and the sender
   * places last whatever the bot achieves. Refused with `not-seated`, `bad-state` (the game is not running)
   * or `seat-left` (given up already).
   */
  req('table.forfeit', { table: TableId }),
  req('table.addBot', {
    table: TableId,
    seat: z.number().int().nonnegative().max(15).optional(),
    bot: z.string().min(1).max(32).optional(),
    speed: BotSpeed.optional(),
  }),
  req('table.removeBot', { table: TableId, seat: z.number().int().nonnegative().max(15) }),
  req('table.start', { table: TableId }),
  req('table.playAgain', { table: TableId }),
  /**
   * A game move for the sender's own seat. `version` (optional) is the version the move was aimed at (the
   * latest the client saw). For a game with races (real time) a move aimed at an older version is judged
   * against that version's state and refused with `stale-move` if it no longer means the same.
   */
  req('table.move', { table: TableId, move: Json, version: z.number().int().nonnegative().optional() }),
  req('table.chat', { table: TableId, text: z.string().min(1).max(LIMITS.maxChatChars) }),
  /** Reconnect: the last version seen; the server answers with the missed events or a full state. */
  req('table.resync', {
    table: TableId,
    version: z.number().int().nonnegative(),
    /** A spectator of a private table proves the code again on a new connection. */
    invite: z.string().min(1).max(16).optional(),
  }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
export type ClientType = ClientMessage['type'];
export type ClientOf<T extends ClientType> = Extract<ClientMessage, { type: T; }>;

// ---- server -> client -------------------------------------------------------

export const ERROR_CODES = [
  'bad-json',
  'bad-message',
  'too-large',
  'rate-limited',
  'duplicate-request-id',
  'unknown-game',
  'unknown-table',
  /** The table exists in storage but could not be resumed at start (see the server log). */
  'table-unavailable',
  'bad-config',
  'not-seated',
  /** The seat was given up during this game (`table.forfeit`): a bot plays it to the end; it cannot be taken back. */
  'seat-left',
  'seat-taken',
  'no-free-seat',
  'not-creator',
  'bad-state',
  'illegal-move',
  'not-your-turn',
  /** A move aimed at a version whose position has changed in a way the game says matters (real time). */
  'stale-move',
  'chat-rate-limited',
  /** The creator (account or address) already has as many open tables as the server allows. */
  'too-many-tables',
  /** A private table is entered only with its invite code. */
  'invite-required',
  /** The database is away (restarting, unreachable, locked): nothing was stored; try again shortly. */
  'storage-unavailable',
  'unknown-tournament',
  /** The node that ran the club's tournaments went away (many nodes); another takes them over within seconds: try again. */
  'tournaments-unavailable',
  /** The tournament refused the event (registered twice, registration closed, …): `detail` has its `tournament/<key>` code. */
  'tournament-refused',
  /** The session this socket was opened with has ended (logout): reconnect to act again. */
  'logged-out',
  'unauthorized',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface UserInfo {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
}

export type PlayerInfo =
  | {
    readonly kind: 'human';
    readonly userId: string;
    readonly name: string;
    readonly connected: boolean;
    readonly standIn: boolean;
    /** Present (true) once the holder has given the seat up (`table.forfeit`): a bot plays it to the end. */
    readonly left?: true;
  }
  /** `speed`: a bot's reaction speed at a real-time table, when one was chosen. */
  | { readonly kind: 'bot'; readonly bot: string; readonly name: string; readonly speed?: BotSpeed; };

export const TABLE_STATUSES = ['waiting', 'playing', 'over'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** Everything public about a table (lobby rows and the table header). */
export interface TableInfo {
  readonly table: string;
  readonly game: string;
  readonly status: TableStatus;
  readonly seats: number;
  readonly players: readonly (PlayerInfo | null)[];
  readonly config: Readonly<Record<string, unknown>>;
  /** Settings that differ from the game's defaults, as `key=value`. */
  readonly variant: string;
  readonly turnSeconds: number;
  readonly botDelayMs: number;
  readonly rated: boolean;
  readonly private: boolean;
  readonly invite: string;
  readonly creator: string;
  /** sha256 hex of `${seed}:${salt}`, published when the game starts. */
  readonly seedHash: string | null;
  /** Revealed once the table is over. */
  readonly seed: number | null;
  readonly salt: string | null;
  /** The table this one continues (play again), if any. */
  readonly previous: string | null;
}

/** A rectangle of a picture, in the game's own units (the bounds of a point or a stroke). */
export interface FormRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** An open field of a move (the engine's `Field`): a value the game cannot list. Lengths count characters (code points). */
export type FormField =
  | { readonly type: 'text'; readonly minLength: number; readonly maxLength: number; }
  | { readonly type: 'int'; readonly min: number; readonly max: number; }
  | { readonly type: 'point'; readonly bounds: FormRect; }
  | { readonly type: 'stroke'; readonly bounds: FormRect; readonly maxPoints: number; };

/**
 * An open move a seat may make now (the engine's `MoveForm`): the move to send is
 * `{ kind, ...fixed, ...(a value for every field) }`, nothing else.
 */
export interface MoveForm {
  readonly kind: string;
  readonly fixed?: Readonly<Record<string, unknown>>;
  readonly fields: Readonly<Record<string, FormField>>;
}

/** What a seat (or a spectator) sees: the only projection of a game state a client receives. */
export interface SeatPayload {
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** The open moves this seat may fill now (empty for spectators, other seats and games without open moves). */
  readonly forms: readonly MoveForm[];
  readonly actors: readonly number[];
  readonly deadline: number | null;
  /** Epoch ms at which the turn timer acts for the actors, or null. */
  readonly turnEndsAt: number | null;
  readonly version: number;
}

export type ServerMessage =
  /** `token` only when the server made a new guest session for this socket (keep it to come back as the same guest). */
  | { readonly type: 'welcome'; readonly user: UserInfo; readonly token?: string; readonly protocol: 1; }
  | { readonly type: 'reply'; readonly re: RequestId; readonly ok: true; readonly data?: unknown; }
  | {
    readonly type: 'error';
    readonly re: RequestId | null;
    readonly ok: false;
    readonly code: ErrorCode;
    readonly message: string;
    readonly detail?: unknown;
  }
  /**
   * The first page of the room (waiting tables first, newest first); `total` counts every open public table.
   * `online`: people with the club open (distinct accounts and guests with a socket to the server that sent it;
   * behind `serve --workers`, to any of the machine's workers).
   */
  | {
    readonly type: 'lobby.tables';
    readonly game: string;
    readonly tables: readonly TableInfo[];
    readonly total?: number;
    readonly online?: number;
  }
  /** A table of the room changed; `online` as in lobby.tables, as it stands now. */
  | { readonly type: 'lobby.table'; readonly game: string; readonly info: TableInfo; readonly online?: number; }
  | { readonly type: 'lobby.removed'; readonly game: string; readonly table: string; }
  | {
    readonly type: 'table.info';
    readonly table: string;
    readonly version: number;
    readonly info: TableInfo;
    readonly seat: number | null;
  }
  | {
    readonly type: 'table.state';
    readonly table: string;
    readonly version: number;
    readonly seat: number | null;
    readonly info: TableInfo;
    readonly state: SeatPayload | null;
    readonly chat: readonly ChatLine[];
  }
  | {
    readonly type: 'table.update';
    readonly table: string;
    readonly version: number;
    readonly events: readonly unknown[];
    readonly state: SeatPayload;
    /**
     * Only in the mover's own update: the request id of the `table.move` it answers. The
     * update is then the reply (the move is stored and broadcast; `version` is the new one)
     * and no separate `reply` follows.
     */
    readonly re?: RequestId;
  }
  | {
    readonly type: 'table.chat';
    readonly table: string;
    readonly version: number;
    readonly from: string;
    readonly seat: number | null;
    readonly text: string;
    readonly at: number;
  }
  | {
    readonly type: 'table.over';
    readonly table: string;
    readonly version: number;
    readonly outcome: unknown;
    readonly seed: number;
    readonly salt: string;
    readonly ratings: readonly RatingChange[];
  }
  | { readonly type: 'table.next'; readonly table: string; readonly version: number; readonly next: string; }
  /**
   * A game that draws pictures (Shtuka): the round's picture is ready, at an unguessable address
   * (`/pictures/<token>.webp`) known only to the table's seats and spectators; `task` is the Blitz
   * task card's. Sent when the render is ready and on subscribing or reconnecting while it is.
   */
  | {
    readonly type: 'table.picture';
    readonly table: string;
    readonly round: number;
    readonly picture: string;
    readonly task?: string;
  }
  /** A watched tournament changed (an entrant, a result, a new round, its end): its whole view as it is now. */
  | { readonly type: 'tournament.update'; readonly tournament: TournamentView; };

/** A tournament an account entered, as its profile lists it (`GET /api/users/:name/tournaments`, newest first). */
export interface UserTournament {
  readonly id: string;
  /** The tournament's title. */
  readonly name: string;
  readonly game: string;
  readonly format: string;
  readonly status: (typeof TOURNAMENT_LISTS)[number];
  /** The final rank once finished, the rank so far while running, null before it starts. */
  readonly place: number | null;
  /** How many entered (bots that filled the field included). */
  readonly entrants: number;
  readonly finishedAt: number | null;
}

/** One tournament as clients see it (lists, its page, live standings). */
export interface TournamentView {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly format: string;
  readonly status: (typeof TOURNAMENT_LISTS)[number];
  readonly organiser: string;
  readonly createdAt: number;
  readonly startsAt: number | null;
  readonly finishedAt: number | null;
  /** The format's settings as parsed (defaults filled). */
  readonly config: Readonly<Record<string, unknown>>;
  readonly settings: {
    readonly turnSeconds: number;
    readonly botDelayMs: number;
    /** The bot that fills the field. */
    readonly bot: string;
    /** At the start bots join until the field has this many entrants. */
    readonly fillTo: number;
    /** It starts once this many have joined (null: at `startsAt`). */
    readonly startWhenJoined: number | null;
    /** Whether guests may register. */
    readonly guests: boolean;
    /** The game tables' settings as given (each table parses them for its size). */
    readonly tableConfig: Readonly<Record<string, unknown>>;
  };
  /** `id`: the account id of a human, `bot-<n>` for a bot. */
  readonly entrants: readonly {
    readonly id: string;
    readonly kind: 'human' | 'bot';
    readonly name: string;
    readonly left: boolean;
  }[];
  /** The round being played (0 before the first; the arena has none). */
  readonly round: number;
  /** When the round being played was seated (the arena: when its clock started); null before. */
  readonly roundStartedAt: number | null;
  /** The current round's tables (the arena's open ones): `gameTable` is the game table to spectate, while one plays. */
  readonly tables: readonly {
    readonly id: string;
    readonly round: number;
    readonly seats: readonly string[];
    readonly games: number;
    readonly done: boolean;
    readonly gameTable: string | null;
  }[];
  /** Every game table opened so far, in order (replay links): the tournament table and its n-th game (from 0). */
  readonly games: readonly { readonly table: string; readonly n: number; readonly gameTable: string; }[];
  /** Rank, entrant id, whether they left, the format's values (penalty, points, tie-breaks; JSON null for none yet). */
  readonly standings: readonly {
    readonly rank: number;
    readonly id: string;
    readonly left: boolean;
    readonly values: Readonly<Record<string, number | null>>;
    readonly games: number;
  }[];
}

export interface RatingChange {
  readonly userId: string;
  readonly name: string;
  readonly before: number;
  readonly after: number;
}

export type ServerType = ServerMessage['type'];
export type ServerOf<T extends ServerType> = Extract<ServerMessage, { type: T; }>;
