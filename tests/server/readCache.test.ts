import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../examples/server/database.ts';
import { createTokenVerifier, signToken } from '../../examples/server/lib/crypto.ts';
import {
  ANY_TABLE,
  createReadCache,
  READ_TTL,
  writtenTables,
} from '../../examples/server/lib/readCache.ts';
import {
  client,
  companyIdOf,
  serverOn,
  serviceToken,
  signedInAccount,
  testClock,
  type Client,
  type TestApp,
} from './helpers';

/**
 * The server keeps list answers and token checks (lib/readCache.ts) and forgets them on any write:
 * its own at once, another server's or psql's when the write commits (migration 009's triggers,
 * heard with LISTEN). Never by waiting for READ_TTL: no test here moves the clock to pass.
 * On PGlite always; on PostgreSQL too when TEST_DATABASE_URL is set.
 */

describe('writtenTables', () => {
  it('names the tables a statement writes, none for a read, any when it cannot tell', () => {
    expect(writtenTables('SELECT kind FROM accounts WHERE id = $1')).toEqual([]);
    expect(writtenTables('INSERT INTO brands (brand_name) VALUES ($1) RETURNING brand_id')).toEqual(
      ['brands'],
    );
    expect(writtenTables('UPDATE accounts SET pw = $1')).toEqual(['accounts']);
    expect(writtenTables('delete from "Level1_categories" where level1_id = $1')).toEqual([
      'level1_categories',
    ]);
    expect(
      writtenTables('WITH gone AS (DELETE FROM banners RETURNING 1) UPDATE companies SET x = 1'),
    ).toEqual(['banners', 'companies']);
    expect(writtenTables('TRUNCATE TABLE uploads')).toEqual(['uploads']);
    expect(writtenTables('ALTER TABLE invitations ADD COLUMN revoked_at bigint')).toEqual([
      ANY_TABLE,
    ]);
  });
});

describe('createReadCache', () => {
  it('keeps a read for the TTL, and never one that raced a clear', async () => {
    const clock = testClock();
    const cache = createReadCache<number>(clock.now);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get('k', read)).toBe(1);
    expect(await cache.get('k', read)).toBe(1);
    clock.advance(READ_TTL);
    expect(await cache.get('k', read)).toBe(2);
    // A write lands while a read is on its way: that read's answer is not kept.
    let release!: () => void;
    cache.clear();
    const slow = cache.get('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 99;
    });
    await Promise.resolve();
    cache.clear();
    release();
    expect(await slow).toBe(99);
    expect(await cache.get('k', read)).toBe(3);
  });

  it('forgets everything before it would hold more than its limits', async () => {
    const clock = testClock();
    const cache = createReadCache<string>(clock.now, READ_TTL, {
      maxKeys: 3,
      maxWeight: 10,
      weigh: (value) => value.length,
    });
    const reads = new Map<string, number>();
    const read = (key: string, value: string) => () => {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return Promise.resolve(value);
    };
    await cache.get('a', read('a', 'aaaa'));
    await cache.get('b', read('b', 'bbbb'));
    await cache.get('a', read('a', 'aaaa'));
    expect(reads.get('a')).toBe(1);
    // 4 + 4 + 4 characters would pass 10: a and b are forgotten, c is kept.
    await cache.get('c', read('c', 'cccc'));
    await cache.get('c', read('c', 'cccc'));
    await cache.get('a', read('a', 'aaaa'));
    expect([reads.get('a'), reads.get('c')]).toEqual([2, 1]);
    // A value heavier than the whole limit is answered, never kept.
    await cache.get('big', read('big', 'x'.repeat(11)));
    await cache.get('big', read('big', 'x'.repeat(11)));
    expect(reads.get('big')).toBe(2);
    // Three keys at most.
    await cache.get('d', read('d', 'd'));
    await cache.get('e', read('e', 'e'));
    await cache.get('c', read('c', 'cccc'));
    expect(reads.get('c')).toBe(2);
  });
});

describe('createTokenVerifier', () => {
  it('refuses a kept token once it expires, and never keeps a forged one', () => {
    const clock = testClock();
    const key = Buffer.alloc(32, 7);
    const verify = createTokenVerifier(key, clock.now);
    const exp = clock.now() + 60_000;
    const token = signToken(key, { kind: 'company', company: 1, account: 2, exp });
    expect(verify(token)?.account).toBe(2);
    expect(verify(token)?.account).toBe(2);
    clock.advance(60_000);
    expect(verify(token)).toBeNull();
    const forged = `${token.slice(0, -2)}xx`;
    expect(verify(forged)).toBeNull();
  });
});

interface Backend {
  name: string;
  /** A database of this file's own (the others on TEST_DATABASE_URL expect acme unclaimed). */
  open: () => Promise<{ url: string; drop: () => Promise<void> }>;
}
const backends: Backend[] = [
  { name: 'PGlite', open: async () => ({ url: 'memory://', drop: async () => undefined }) },
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  backends.push({
    name: 'PostgreSQL',
    async open() {
      const { default: pg } = await import('pg');
      const name = `sfo_kept_reads_${process.pid}_${Date.now()}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        try {
          await client.query(sql);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      return { url: url.toString(), drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
    },
  });
}

describe.each(backends)('kept reads on $name', ({ open }) => {
  const clock = testClock();
  let url: string;
  let drop: () => Promise<void>;
  let db: Database;
  const servers: TestApp[] = [];
  let one: Client;
  let two: Client;
  let companyId: number;
  let token: string;

  const start = async () => {
    const app = await serverOn(db, clock.now);
    servers.push(app);
    return client(app, 'acme');
  };

  beforeAll(async () => {
    ({ url, drop } = await open());
    db = await openDatabase({ url });
    one = await start();
    two = await start();
    companyId = await companyIdOf(one);
    token = await serviceToken(one);
  });
  afterAll(async () => {
    for (const app of servers) await app.close();
    await db.close();
    await drop();
  });

  const names = async (api: Client, who = token) => {
    const answer = await api.get<Array<{ level1_name: string }>>(
      `/v1/l1CategoryPO/company_po_id/${companyId}`,
      { token: who },
    );
    expect(answer.status).toBe(200);
    return answer.body.map((row) => row.level1_name);
  };
  const addLevel1 = async (api: Client, name: string) => {
    const answer = await api.post(
      '/v1/l1CategoryPO',
      { level1_name: name, description: name, level1_order_id: 1, company_po_id: companyId },
      { token },
    );
    expect(answer.status).toBe(200);
  };
  /** Waits for a notice to arrive (PostgreSQL delivers it on another connection). */
  const eventually = (check: () => Promise<void>) =>
    url === 'memory://' ? check() : vi.waitFor(check, { timeout: 2_000, interval: 20 });

  it('answers a repeated list without asking the database again', async () => {
    await names(one);
    const query = vi.spyOn(db, 'query');
    try {
      for (let i = 0; i < 5; i++) await names(one);
      expect(query.mock.calls.filter(([sql]) => /level1_categories/.test(sql))).toHaveLength(0);
    } finally {
      query.mockRestore();
    }
  });

  it("shows this server's own write on the next call", async () => {
    const before = await names(one);
    await addLevel1(one, 'Kept one');
    expect(await names(one)).toEqual([...before, 'Kept one']);
  });

  it("shows another server's write as soon as it commits", async () => {
    const before = await names(one);
    expect(await names(two)).toEqual(before);
    await addLevel1(two, 'From two');
    await eventually(async () => expect(await names(one)).toEqual([...before, 'From two']));
  });

  it('shows a write made on the database directly (psql)', async () => {
    const before = await names(one);
    await db.query(
      `INSERT INTO level1_categories (company_id, level1_name, description, level1_order_id)
       VALUES ($1, 'By hand', 'By hand', 1)`,
      [companyId],
    );
    await eventually(async () => expect(await names(one)).toEqual([...before, 'By hand']));
  });

  it("keeps a seller's shop list apart from the store's", async () => {
    const seller = await signedInAccount(one, `kept-seller-${url.length}@acme.test`, 'seller');
    const collections = (who: string) =>
      one.get<Array<{ collection_name: string }>>(
        `/v1/companyCollection/company_po_id/${companyId}`,
        { token: who },
      );
    const made = await one.post(
      '/v1/companyCollection',
      { collection_name: 'Store only', company_po_id: companyId },
      { token },
    );
    expect(made.status).toBe(200);
    const store = (await collections(token)).body.map((row) => row.collection_name);
    expect(store).toContain('Store only');
    const own = await collections(seller.access_token);
    expect(own.status).toBe(200);
    expect(own.body.map((row) => row.collection_name)).not.toContain('Store only');
  });

  it('refuses a token at once after its account changes elsewhere', async () => {
    const record = await signedInAccount(one, `kept-revoked-${url.length}@acme.test`);
    expect(await names(one, record.access_token)).toBeDefined();
    await db.query('UPDATE accounts SET token_generation = token_generation + 1 WHERE id = $1', [
      record.user_id,
    ]);
    await eventually(async () => {
      const answer = await one.get(`/v1/l1CategoryPO/company_po_id/${companyId}`, {
        token: record.access_token,
      });
      expect(answer.status).toBe(401);
    });
  });

  it('has every table announce its writes (a new table needs the trigger too)', async () => {
    // The limits' counters are no read a server keeps (lib/limits.ts): they announce nothing.
    const missing = await db.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables t
        WHERE schemaname = current_schema()
          AND tablename NOT IN ('schema_migrations', 'rate_limits')
          AND NOT EXISTS (
            SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
             WHERE c.relname = t.tablename AND g.tgname = 'sfo_notify_write')`,
    );
    expect(missing).toEqual([]);
  });
});
