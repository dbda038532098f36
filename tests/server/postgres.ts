import { existsSync, readdirSync } from 'node:fs';

/*
 * A PostgreSQL for the node lane's tests that need one (two servers on one database): the one
 * TEST_DATABASE_URL names (scripts/pg-test-cluster.mjs run -- …, or CI's), else a private cluster
 * started for this file by scripts/pg-test-cluster.mjs and stopped after it. Without PostgreSQL
 * installed, `url` is null and `reason` says why, so the test can skip saying so.
 */

export interface TestPostgres {
  url: string | null;
  /** Why there is no PostgreSQL (when `url` is null). */
  reason: string;
  /** A database of its own on that server (dropped by `drop`), so a file starts from migrations. */
  database(prefix: string): Promise<{ url: string; drop: () => Promise<void> }>;
  /** Stops the cluster this helper started, if it started one. */
  stop(): Promise<void>;
}

const installed = () =>
  Boolean(process.env.PG_BIN) ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) =>
      existsSync(`/usr/lib/postgresql/${v}/bin/initdb`),
    ));

export async function postgresForTests(): Promise<TestPostgres> {
  let url = process.env.TEST_DATABASE_URL ?? null;
  let stop = async (): Promise<void> => undefined;
  let reason = '';
  if (!url) {
    if (installed()) {
      const cluster = (await import('../../scripts/pg-test-cluster.mjs')) as {
        startCluster(): Promise<{ url: string; dir: string }>;
        stopCluster(dir: string): void;
      };
      const started = await cluster.startCluster();
      url = started.url;
      stop = async () => cluster.stopCluster(started.dir);
    } else {
      reason = 'no PostgreSQL here: set TEST_DATABASE_URL or install PostgreSQL (initdb, pg_ctl)';
    }
  }
  const admin = async (sql: string) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url! });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    reason,
    async database(prefix) {
      const name = `${prefix}_${process.pid}_${Date.now()}`;
      await admin(`CREATE DATABASE ${name}`);
      const own = new URL(url!);
      own.pathname = `/${name}`;
      return { url: own.toString(), drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
    },
    stop,
  };
}
