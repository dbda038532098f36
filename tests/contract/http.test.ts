import type { AddressInfo } from 'node:net';
import { createHttpApi } from '../../src/api/http';
import { openDatabase } from '../../examples/server/database.ts';
import { createServer } from '../../examples/server/createServer.ts';
import type { Mail } from '../../examples/server/lib/mail.ts';
import { RELAXED_LIMITS } from '../server/helpers';
import { CONTRACT_SETUP_CODE } from './fixtures';
import { activationFromLink, describeBackofficeContract, type ContractBackend } from './contract';

/*
 * The contract suite against createHttpApi + the reference server, over real HTTP on loopback:
 * always on PGlite in memory, and also on PostgreSQL when TEST_DATABASE_URL is set
 * (scripts/pg-test-cluster.mjs starts a private cluster for that).
 */

async function referenceServerBackend(databaseUrl: string): Promise<ContractBackend> {
  const db = await openDatabase({ url: databaseUrl });
  // Dev mode: the suite reads links from the outbox. Its accounts all come from one address.
  const app = await createServer({
    db,
    env: { NODE_ENV: 'test' },
    devOutbox: true,
    limits: RELAXED_LIMITS,
    newSetupCode: () => CONTRACT_SETUP_CODE,
  });
  // A database kept from an earlier run may hold other codes for its stores still unclaimed.
  await db.query('UPDATE companies SET setup_code = $1 WHERE owner_account_id IS NULL', [
    CONTRACT_SETUP_CODE,
  ]);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await db.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  // Node cannot resolve acme.localhost: connect to 127.0.0.1 and name the tenant in Host.
  const host = (tenant: string) => `${tenant}.localhost:${port}`;
  // The dev outbox is test tooling, not part of the contract: read it in-process.
  const outbox = async (tenant: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host: host(tenant) } })
    ).json<Mail[]>();

  return {
    api: (tenant, token) =>
      createHttpApi({
        baseURL: `http://127.0.0.1:${port}/api`,
        headers: { Host: host(tenant) },
        ...(token ? { getAccessToken: () => token } : {}),
      }),
    async activationFor(username, tenant) {
      const mail = (await outbox(tenant)).filter((m) => m.to === username).at(-1);
      const link = mail && activationFromLink(mail.link);
      if (!link) throw new Error(`no activation mail for ${username} in ${tenant}`);
      return link;
    },
    async invitationFor(email, tenant) {
      const mail = (await outbox(tenant)).filter((m) => m.to === email).at(-1);
      const secret = mail && new URL(mail.link.replace('#/', '')).searchParams.get('invitation');
      if (!secret) throw new Error(`no invitation for ${email} in ${tenant}`);
      return secret;
    },
    async cleanup() {
      await app.close();
      await db.close();
    },
  };
}

describeBackofficeContract('http + reference server on PGlite', () =>
  referenceServerBackend('memory://'),
);

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  describeBackofficeContract('http + reference server on PostgreSQL', () =>
    referenceServerBackend(postgresUrl),
  );
}
