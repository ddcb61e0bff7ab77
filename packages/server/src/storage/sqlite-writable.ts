/**
 * Whether the server may write its SQLite files, asked before SQLite opens them. SQLite opens a file it may not
 * write read-only without a word and fails at the first write with "attempt to write a readonly database", naming
 * no file (or, in the middle of its start-up checks, as if the file were damaged). The operator is told instead
 * which file, why, and what to do.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/** A SQLite file of the club that the server may not write: it refuses to start, naming the file and the reason. */
export class UnwritableDatabase extends Error {
  override readonly name = 'UnwritableDatabase';
}

const REMEDY = 'give the server write access to it and to its directory, or choose another file (--sqlite or KOZYR_SQLITE)';

/** The refusal for the club file `file`: `why` says what in it or beside it cannot be written. */
export function unwritable(file: string, why: string, cause?: unknown): UnwritableDatabase {
  return new UnwritableDatabase(`cannot open the database ${file} for writing: ${why}; ${REMEDY}`, { cause });
}

/** The `code` of an error from Node's file system or from SQLite's driver (better-sqlite3's `SqliteError`). */
const codeOf = (e: unknown): unknown => (e instanceof Error ? (e as { code?: unknown; }).code : undefined);

/** Why a file (or directory) may not be written, from the error `access` gave. */
function refusedBecause(e: unknown): string {
  const code = codeOf(e);
  if (code === 'EROFS') return 'is on a read-only file system (EROFS)';
  if (code === 'EACCES' || code === 'EPERM') return `is read-only for this user (${code})`;
  return `cannot be written (${e instanceof Error ? e.message : String(e)})`;
}

/** An error of SQLite's that says it may not write (read-only file or directory, a log it cannot create), or null. */
export function readOnlyCode(e: unknown): string | null {
  const code = codeOf(e);
  return typeof code === 'string' && /^SQLITE_(READONLY|CANTOPEN|PERM)/.test(code) ? code : null;
}

/**
 * Throws `UnwritableDatabase` unless the club's file, the worker's journal file and SQLite's logs beside them
 * (`-wal`, `-shm`) may be written: those there, and the directory where SQLite must create those not there.
 */
export function checkWritable(file: string, journalFile: string): void {
  const names = [file, `${file}-wal`, `${file}-shm`, journalFile, `${journalFile}-wal`, `${journalFile}-shm`];
  const missing: string[] = [];
  for (const f of names) {
    if (!existsSync(f)) {
      missing.push(basename(f));
      continue;
    }
    try {
      accessSync(f, constants.W_OK);
    } catch (e) {
      throw unwritable(file, `${f === file ? 'the file' : f} ${refusedBecause(e)}`, e);
    }
  }
  if (missing.length === 0) return;
  const dir = dirname(file);
  try {
    accessSync(dir, constants.W_OK);
  } catch (e) {
    throw unwritable(file, `its directory ${dir} ${refusedBecause(e)}, and SQLite must create ${missing.join(', ')} there`, e);
  }
}
