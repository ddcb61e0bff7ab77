/**
 * What a database error means for the club: the connection failed, another
 * process holds the lock, or the database cannot take writes now (disk full,
 * read-only, I/O error). The codes are better-sqlite3's (`SqliteError.code`),
 * node-postgres' (socket errors) and PostgreSQL's SQLSTATEs.
 */

/** node-postgres and PostgreSQL codes that mean the connection, not the query, failed. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_TEXT =
  /connection terminated|connection error|timeout exceeded when trying to connect|not queryable|terminating connection/i;
const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_LOCKED']);

/**
 * Codes that say the database cannot store anything now, whatever is written: the operator must act (free disk
 * space, make the file writable, look at the disk). SQLite's extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED…)
 * are matched by their primary code's prefix.
 */
const WRITE_FAULTS: readonly (readonly [RegExp, string])[] = [
  [/^SQLITE_FULL$|^53100$/, 'disk full'], // 53100 disk_full
  [/^SQLITE_READONLY|^25006$/, 'read-only'], // 25006 read_only_sql_transaction (a standby, default_transaction_read_only)
  [/^SQLITE_IOERR|^58030$/, 'I/O error'], // 58030 io_error
  [/^SQLITE_CANTOPEN|^SQLITE_NOMEM$|^53000$|^53200$/, 'out of resources'], // 53000 insufficient_resources, 53200 out_of_memory
  [/^SQLITE_CORRUPT|^SQLITE_NOTADB$|^XX001$|^XX002$/, 'damaged'], // XX001 data_corrupted, XX002 index_corrupted
];

export const codeOf = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown; }).code === 'string' ?
    (e as { code: string; }).code :
    undefined;

export function isConnectionError(e: unknown): boolean {
  const code = codeOf(e);
  if (code !== undefined && CONNECTION_CODES.has(code)) return true;
  return e instanceof Error && CONNECTION_TEXT.test(e.message);
}

export const isBusyError = (e: unknown): boolean => BUSY_CODES.has(codeOf(e) ?? '');

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Why a failed write failed, in words for the client's `storage-unavailable` and the operator's log: the kind of
 * fault when it is a known one (`disk full: database or disk is full`), else the error's own message.
 */
export function faultReason(e: unknown): string {
  if (isBusyError(e)) return 'locked by another process';
  const code = codeOf(e) ?? '';
  const known = WRITE_FAULTS.find(([pattern]) => pattern.test(code));
  return known === undefined ? messageOf(e) : `${known[1]}: ${messageOf(e)}`;
}

/** A fault the storage layer knows (connection, lock, disk): its reason is enough for the log, no stack is needed. */
export const isKnownFault = (e: unknown): boolean =>
  isConnectionError(e) || isBusyError(e) || WRITE_FAULTS.some(([pattern]) => pattern.test(codeOf(e) ?? ''));
