/**
 * PostgreSQL for tests: KOZYR_TEST_PG_URL names a database; each test file gets
 * a fresh schema in it (dropped afterwards). Without the URL the PostgreSQL
 * tests are skipped with a message — unless KOZYR_REQUIRE_ALL=1 (CI), where a
 * missing database fails the run instead.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env['KOZYR_TEST_PG_URL'];
const REQUIRE_ALL = process.env['KOZYR_REQUIRE_ALL'] === '1';

/** Whether to run PostgreSQL tests; throws in CI mode when they cannot run. */
export function pgAvailable(what: string): boolean {
  if (PG_URL) return true;
  if (REQUIRE_ALL) throw new Error(`KOZYR_REQUIRE_ALL=1 but KOZYR_TEST_PG_URL is not set: cannot run "${what}" on PostgreSQL`);
  process.stderr.write(`SKIPPED on PostgreSQL: "${what}" (set KOZYR_TEST_PG_URL to run it)\n`);
  return false;
}

/** A schema of its own for one test file; `url` is the database URL whose connections use it. */
export async function freshSchema(): Promise<{ schema: string; url: string; drop: () => Promise<void>; }> {
  const schema = `kozyr_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(PG_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
