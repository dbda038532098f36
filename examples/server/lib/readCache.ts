/**
 * What the server keeps of its reads, and how it learns they are out of date. Token checks keep
 * each account's revocation state, and list routes keep their answers: a query per call cost the
 * lists most of their throughput (bench/api.mjs). Three things end a kept read:
 * - a write by this server, seen by `watchWrites` as it is made (read-your-writes on this server);
 * - a write by any connection to the database, announced at its commit on `WRITES_CHANNEL` by the
 *   triggers of migrations/009_write_notices.sql (another server, or psql);
 * - `READ_TTL`, the bound if such a notice is ever lost (its connection dropped).
 */
import type { Database, Queryable } from '../database.ts';

/** How long a kept read may be reused at most. */
export const READ_TTL = 1_000;

/** The channel every write is announced on, its payload the table's name. */
export const WRITES_CHANNEL = 'sfo_writes';

/** A written table of unknown name (several statements, DDL). */
export const ANY_TABLE = '*';

/** Bounds of a read cache: what it may hold before it starts over. */
export interface ReadCacheLimits<T> {
  /** Keys. @default 10_000 */
  maxKeys?: number;
  /** Total weight (e.g. characters of kept JSON), with `weigh`. @default Infinity */
  maxWeight?: number;
  weigh?: (value: T) => number;
}

/**
 * Reads kept by key for `ttl` milliseconds. A read that raced a `clear()` is returned but not
 * kept, so a value read before a write never outlives it. When a new read would pass a limit,
 * everything kept is forgotten first (memory stays bounded whatever the stores hold).
 */
export function createReadCache<T>(
  now: () => number,
  ttl = READ_TTL,
  { maxKeys = 10_000, maxWeight = Infinity, weigh = () => 0 }: ReadCacheLimits<T> = {},
) {
  const kept = new Map<string, { value: T; until: number }>();
  let weight = 0;
  let epoch = 0;
  const clear = () => {
    epoch += 1;
    kept.clear();
    weight = 0;
  };
  return {
    async get(key: string, read: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = kept.get(key);
      if (hit && hit.until > at) return hit.value;
      const started = epoch;
      const value = await read();
      if (epoch === started) {
        const heavy = weigh(value);
        if (heavy <= maxWeight) {
          if (hit) weight -= weigh(hit.value);
          if (kept.size >= maxKeys || weight + heavy > maxWeight) clear();
          kept.set(key, { value, until: at + ttl });
          weight += heavy;
        }
      }
      return value;
    },
    /** Forgets everything (something was written). */
    clear,
  };
}
export type ReadCache<T> = ReturnType<typeof createReadCache<T>>;

const WRITE = /\b(?:INSERT|UPDATE|DELETE|TRUNCATE|MERGE|ALTER|DROP|CREATE)\b/i;
const WRITTEN_TABLE =
  /\b(?:UPDATE(?:\s+ONLY)?|INSERT\s+INTO|DELETE\s+FROM(?:\s+ONLY)?|TRUNCATE(?:\s+TABLE)?)\s+"?(\w+)"?/gi;

/** The tables a statement may write: none for a read, `ANY_TABLE` when it cannot tell. */
export function writtenTables(sql: string): string[] {
  if (!WRITE.test(sql)) return [];
  const tables = [...sql.matchAll(WRITTEN_TABLE)].map((match) => match[1]!.toLowerCase());
  return tables.length > 0 ? tables : [ANY_TABLE];
}

/**
 * `db` that calls `written(table)` after every statement that may write a table, and again when
 * a transaction that did ends (committed or not), so no read kept in between outlives it.
 */
export function watchWrites(db: Database, written: (table: string) => void): Database {
  const watch = (target: Queryable, wrote: (tables: string[]) => void): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const tables = writtenTables(sql);
      if (tables.length === 0) return target.query<T>(sql, params);
      try {
        return await target.query<T>(sql, params);
      } finally {
        wrote(tables);
      }
    },
    async exec(sql: string) {
      try {
        await target.exec(sql);
      } finally {
        wrote([ANY_TABLE]);
      }
    },
  });
  const tell = (tables: string[]) => tables.forEach(written);
  return {
    engine: db.engine,
    ...watch(db, tell),
    async transaction(work) {
      const wroteIn = new Set<string>();
      try {
        return await db.transaction((tx) =>
          work(
            watch(tx, (tables) => {
              tables.forEach((table) => wroteIn.add(table));
              tell(tables);
            }),
          ),
        );
      } finally {
        tell([...wroteIn]);
      }
    },
    listen: (channel, notice, lost) => db.listen(channel, notice, lost),
    close: () => db.close(),
  };
}
