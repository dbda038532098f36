/**
 * One small query interface over two engines, so the same SQL runs on both: embedded PostgreSQL
 * (PGlite) in a data folder by default, a real PostgreSQL through `pg` when a URL is given.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transaction } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS_DIR = path.join(here, 'migrations');
const SEED_FILE = path.join(here, 'seed.sql');
/** Any constant: serialises concurrent starts against one PostgreSQL. */
const MIGRATION_LOCK = 58_201_717;

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$1…` parameters; resolves to its rows (typed by the caller's SELECT). */
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `notice` with the payload of every NOTIFY on `channel` (from any connection, at its
   * commit) until the returned function is called. On PostgreSQL this holds one connection of its
   * own; `lost` is called if that connection ends while listening (nothing more will arrive).
   */
  listen(
    channel: string,
    notice: (payload: string) => void,
    lost?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * A `postgres://` URL (real PostgreSQL) or `memory://` (PGlite in memory). Without it, PGlite
   * stores its files in `dataDir/pgdata` (or in memory when there is no `dataDir`).
   */
  url?: string | undefined;
  dataDir?: string | undefined;
  /**
   * A tarball written by `writeTemplate`: a new data folder starts from it instead of running
   * initdb and every migration (test runs that start many servers; `PGLITE_TEMPLATE`).
   */
  template?: string | undefined;
}

/** Opens the database and brings its schema and seed up to date. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const { url, dataDir } = options;
  if (url && url !== 'memory://' && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('The database URL must start with postgres:// (or be memory://)');
  }
  const inMemory = url === 'memory://' || (!url && !dataDir);
  const db =
    url && url !== 'memory://'
      ? await openPostgres(url)
      : inMemory
        ? await openPglite('memory://', await migratedTemplate())
        : await openPglite(
            path.join(dataDir!, 'pgdata'),
            options.template && !existsSync(path.join(dataDir!, 'pgdata', 'PG_VERSION'))
              ? new Blob([await readFile(options.template)])
              : undefined,
          );
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * An empty database with every migration and the seed applied, as PGlite's data folder in a
 * tarball: each further in-memory database of this process starts from it. A new PGlite runs
 * initdb, which took 2-7 s per database (tests open dozens); loading the tarball takes about a
 * fifth of that. `migrate` still runs on the copy (nothing to do but check).
 */
let template: Promise<Blob> | null = null;
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const db = await openPglite('memory://');
    try {
      await migrate(db);
      return await db.dump();
    } finally {
      await db.close();
    }
  })().catch((error: unknown) => {
    template = null;
    throw error;
  });
  return template;
}

/**
 * Names the template of this code's schema: PGlite's version, every migration and the seed. A
 * template file named after it is never stale.
 */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(path.join(here, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(await readFile(SEED_FILE));
  return hash.digest('hex').slice(0, 16);
}

/** Writes the migrated template (`template` of `openDatabase`) to `file`, atomically. */
export async function writeTemplate(file: string): Promise<void> {
  const tarball = Buffer.from(await (await migratedTemplate()).arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, tarball);
  await rename(partial, file);
}

/** `location`: `memory://` or a folder; `from`: a data folder to start with. */
async function openPglite(
  location: string,
  from?: Blob,
): Promise<Database & { dump(): Promise<Blob> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (location !== 'memory://') await mkdir(location, { recursive: true });
  const pg = from ? new PGlite({ dataDir: location, loadDataDir: from }) : new PGlite(location);
  await pg.waitReady;
  const wrap = (target: Pick<Transaction, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async listen(channel, notice) {
      const stop = await pg.listen(channel, notice);
      return async () => {
        if (!pg.closed) await stop();
      };
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  (await pool.connect()).release();
  const wrap = (target: Pick<PoolClient, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql) {
      await target.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, notice, lost) {
      // A connection of its own, outside the pool: it stays in LISTEN until stopped.
      const client = new pg.Client({ connectionString: url });
      let stopping = false;
      client.on('notification', (message) => {
        if (message.channel === channel) notice(message.payload ?? '');
      });
      client.on('error', (error) => {
        if (!stopping) lost?.(error);
      });
      client.on('end', () => {
        if (!stopping) lost?.(new Error(`LISTEN ${channel}: the connection ended`));
      });
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return async () => {
        stopping = true;
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

/**
 * Applies `migrations/*.sql` in name order (each once, recorded in `schema_migrations`), then the
 * idempotent seed. Runs in one transaction under an advisory lock, so two servers starting on
 * one PostgreSQL cannot both migrate.
 */
export async function migrate(db: Database): Promise<void> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const seed = await readFile(SEED_FILE, 'utf8');
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) =>
        String(row.name),
      ),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    }
    await tx.exec(seed);
  });
}
