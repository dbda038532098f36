/**
 * The reference API (docs/api-contract.md): every call of the contract over HTTP, tenant from the
 * Host header, JSON-schema validation of every body and parameter (typed through TypeBox), one
 * error shape with a stable code.
 *
 * @example
 * const db = await openDatabase({ url: 'memory://' });
 * const app = await createServer({ db, env: process.env });
 * await app.inject({ method: 'GET', url: '/api/v1/country', headers: { host: 'acme.localhost' } });
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { tenantFromHost } from '../../src/kernel/tenant.ts';
import { MAX_BODY_BYTES } from '../../src/kernel/rules.ts';
import type { Database } from './database.ts';
import { createTokenStates, setTenant, tenantOf } from './lib/auth.ts';
import type { Context } from './lib/context.ts';
import {
  createTokenVerifier,
  deriveKeys,
  parseHexKey,
  randomKeyHex,
  safeEqual,
} from './lib/crypto.ts';
import {
  ANY_TABLE,
  createReadCache,
  READ_TTL,
  watchWrites,
  WRITES_CHANNEL,
} from './lib/readCache.ts';
import { errorBody, fail, replyWithError } from './lib/errors.ts';
import { securityHeaders } from './lib/headers.ts';
import { createLimiter, DEFAULT_LIMITS, trustProxyFrom, type RateLimits } from './lib/limits.ts';
import { createMailer, smtpFromEnv, type SmtpSettings } from './lib/mail.ts';
import { ownerEmailsFrom, seedDemoOwners, setupCodes } from './lib/claiming.ts';
import { foldedKey, rekeyUsernames, usernameKey } from './lib/usernames.ts';
import { DEFAULT_PUBLIC_ORIGIN, publicOriginFrom } from './lib/origin.ts';
import { FORMATS, KEYWORDS } from './lib/schema.ts';
import { storageFromEnv, type ObjectStorage } from './lib/storage.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerCatalogRoutes } from './routes/catalog.ts';
import { registerCompanyRoutes, registerReferenceRoutes } from './routes/company.ts';
import { registerProductRoutes } from './routes/products.ts';
import { registerSellerRoutes } from './routes/sellers.ts';
import { registerUploadRoutes } from './routes/uploads.ts';

export interface ServerOptions {
  /** From `openDatabase`. */
  db: Database;
  /** Where uploads are stored on disk (none: in memory). */
  dataDir?: string;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /** @default process.env */
  env?: Record<string, string | undefined>;
  /** A built app to serve at `/` (SPA fallback to index.html). */
  staticDir?: string;
  /** Where the API is mounted. @default '/api' */
  apiPrefix?: string;
  /** Default: S3 when configured, else `dataDir/uploads`. */
  storage?: ObjectStorage;
  /** The clock, epoch milliseconds. @default Date.now */
  now?: () => number;
  /**
   * Failed sign-ins of one account from one address before that address waits. Default:
   * SIGNIN_RATE_LIMIT from `env`, else 10 a minute. The same as `limits.signInPerAccountAddress`.
   */
  signInLimit?: { max?: number; timeWindow?: number };
  /** Attempt limits (lib/limits.ts); each one given replaces its default. */
  limits?: Partial<RateLimits>;
  /**
   * Whose `X-Forwarded-For` to believe: the proxies' addresses or CIDR ranges, separated by
   * commas. Default: TRUST_PROXY from `env`, else none (the connection's address counts).
   */
  trustProxy?: string;
  /**
   * The dev outbox (`GET /dev/outbox`: every mail of the tenant, without a token). Off unless
   * asked for: `npm start` and `npm run dev` pass `--dev`; DEV_OUTBOX=1 in `env` also turns it on.
   * Never in production.
   */
  devOutbox?: boolean;
  /**
   * The SMTP server mail goes through (lib/mail.ts). Default: SMTP_HOST, SMTP_PORT, SMTP_USER,
   * SMTP_PASSWORD, SMTP_TLS and SMTP_FROM from `env`; none without SMTP_HOST. `null`: no SMTP.
   */
  smtp?: SmtpSettings | null;
  /**
   * Where mail (recipient, subject, text with its link) is printed, in dev mode only: without
   * `devOutbox` nothing is printed, whatever is given. Default `console.log`, or nothing when
   * NODE_ENV is `test`.
   */
  printMail?: ((line: string) => void) | null;
  /**
   * The origin activation links point to, with `{tenant}` and `{port}` filled in. Default:
   * PUBLIC_ORIGIN from `env`, else `http://{tenant}.localhost:{port}` (the `npm start` origin).
   */
  publicOrigin?: string;
  /**
   * Each store's owner e-mail (docs/api-contract.md, "Claiming a store"): a company admin who
   * registers with it claims the store without its setup code. Default: STORE_OWNERS from `env`
   * (`acme=priya@…,globex=…`).
   */
  ownerEmails?: Record<string, string>;
  /** Makes the setup codes of stores without an owner (tests). @default random, lib/claiming.ts */
  newSetupCode?: () => string;
  /**
   * Gives every store without an owner a new setup code at start (`--new-setup-code`): the old
   * one, printed by the server that made it, stops working. A code a registration waiting for
   * activation holds is kept.
   */
  renewSetupCodes?: boolean;
  /**
   * Gives the demo stores their demo owners (README, "Demo accounts"): `npm start` passes
   * `--demo-owners`. Refused in production (their passwords are published).
   */
  demoOwners?: boolean;
}

export type ReferenceServer = Awaited<ReturnType<typeof createServer>>;

/** A secret from the environment, else generated once and kept in the database. */
async function secret(db: Database, name: string, fromEnv: string | undefined): Promise<Buffer> {
  const envName = name.toUpperCase();
  if (fromEnv) return parseHexKey(envName, fromEnv);
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomKeyHex()],
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  return parseHexKey(envName, String(row?.value));
}

const routeNotFound = (method: string, url: string) =>
  errorBody('route-not-found', { method, path: url.split('?')[0] ?? '/' });

/** Builds the server (not yet listening). Test it with `app.inject({ headers: { host } })`. */
export async function createServer(options: ServerOptions) {
  const {
    db: database,
    dataDir,
    env = process.env,
    staticDir,
    apiPrefix = '/api',
    now = Date.now,
  } = options;
  const production = env.NODE_ENV === 'production';
  const devOutbox = options.devOutbox ?? env.DEV_OUTBOX === '1';
  if (devOutbox && production) {
    throw new Error('The dev outbox shows every activation link: it cannot run in production');
  }
  // What the server keeps of its reads, and the writes that end it (lib/readCache.ts): every
  // route writes through `db`, and every server on this database hears every commit.
  const tokenStates = createTokenStates(now);
  // At most 32 M characters of list JSON, whatever the stores hold.
  const lists = createReadCache<string>(now, READ_TTL, {
    maxWeight: 32 * 1024 * 1024,
    weigh: (json) => json.length,
  });
  const written = (table: string) => {
    lists.clear();
    if (table === 'accounts' || table === 'revoked_tokens' || table === ANY_TABLE) {
      tokenStates.clear();
    }
  };
  const db = watchWrites(database, written);
  if (options.demoOwners && production) {
    throw new Error('The demo owners have published passwords: they cannot run in production');
  }
  // Keys made by an older rule are brought to the confusable skeleton (lib/usernames.ts).
  await rekeyUsernames(db, (line) => console.warn(line));
  if (options.demoOwners) await seedDemoOwners(db, usernameKey, foldedKey);
  const ownerEmails = options.ownerEmails ?? ownerEmailsFrom(env.STORE_OWNERS);
  // Every store without an owner gets its code now, so the log can name it at start; only its
  // hash is kept, so the codes made now are held here for the log, and nowhere else.
  const codes = await setupCodes(db, options.newSetupCode, options.renewSetupCodes ?? false);
  const keys = deriveKeys(
    await secret(db, 'activation_key', env.ACTIVATION_KEY),
    await secret(db, 'signing_secret', env.SIGNING_SECRET),
  );
  // A mail names its recipient and carries a working link: printed only in dev mode.
  const printMail =
    options.printMail === undefined
      ? devOutbox && env.NODE_ENV !== 'test'
        ? (line: string) => console.log(line)
        : null
      : devOutbox
        ? options.printMail
        : null;
  const smtp = options.smtp === undefined ? smtpFromEnv(env) : options.smtp;
  const mailer = createMailer({ outbox: devOutbox, print: printMail, smtp });
  const trustProxy = options.trustProxy ?? trustProxyFrom(env.TRUST_PROXY);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: 300 },
    // Malformed URL encodings and the like: the contract's error shape too.
    frameworkErrors: (error, request, reply) => replyWithError(error, request, reply),
    ...(trustProxy === undefined ? {} : { trustProxy }),
    ajv: {
      customOptions: {
        // An extra key is a 400, not silently dropped; types are not coerced.
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: false,
        allowUnionTypes: true,
        formats: FORMATS,
        keywords: KEYWORDS,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const publicOrigin = publicOriginFrom(
    options.publicOrigin ?? env.PUBLIC_ORIGIN ?? DEFAULT_PUBLIC_ORIGIN,
    () => {
      const address = app.server.address() as AddressInfo | string | null;
      return typeof address === 'object' && address ? address.port : null;
    },
  );
  const storage = options.storage ?? (await storageFromEnv(env, dataDir));

  app.setErrorHandler(replyWithError);

  // One Host, naming one host: two headers, or two values in one (`a, b`), could name one tenant
  // to this server and another to a proxy or cache in front of it (docs/api-contract.md, "Edges").
  app.addHook('onRequest', async (request) => {
    const raw = request.raw.rawHeaders;
    let hosts = 0;
    for (let i = 0; i < raw.length; i += 2) {
      if (raw[i]?.toLowerCase() === 'host') hosts += 1;
    }
    if (hosts > 1 || /[\s,]/.test(request.headers.host ?? '')) throw fail('bad-host');
  });

  const headers = securityHeaders(env);
  const apiHeaders = headers(true);
  const appHeaders = headers(false);
  app.addHook('onSend', async (request, reply, payload) => {
    const api = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    // A route's own, stricter policy stays (uploaded images: `sandbox`, routes/uploads.ts).
    const own = reply.getHeader('Content-Security-Policy');
    reply.headers(api ? apiHeaders : appHeaders);
    if (own !== undefined) reply.header('Content-Security-Policy', own);
    return payload;
  });

  const limiter = createLimiter(database, now);
  const ctx: Context = {
    db,
    keys,
    storage,
    mailer,
    now,
    env,
    apiPrefix,
    publicOrigin,
    ownerEmails,
    limits: {
      ...DEFAULT_LIMITS,
      signInPerAccountAddress: {
        max:
          options.signInLimit?.max ??
          (Number(env.SIGNIN_RATE_LIMIT) || DEFAULT_LIMITS.signInPerAccountAddress.max),
        timeWindow:
          options.signInLimit?.timeWindow ?? DEFAULT_LIMITS.signInPerAccountAddress.timeWindow,
      },
      ...options.limits,
    },
    // The counters go to the database itself: a counter is no read a server keeps (readCache).
    limiter,
    tokenStates,
    tokenClaims: createTokenVerifier(keys.tokens, now),
    lists,
  };

  const tenantIds = new Map<string, number>();
  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        const label = tenantFromHost(request.headers.host ?? '');
        let tenantId = label ? tenantIds.get(label) : undefined;
        if (label && tenantId === undefined) {
          const [row] = await db.query<{ id: number }>(
            'SELECT id FROM companies WHERE tenant = $1',
            [label],
          );
          if (row) {
            tenantId = Number(row.id);
            tenantIds.set(label, tenantId);
          }
        }
        if (!label || tenantId === undefined) throw fail('unknown-tenant');
        setTenant(request, { id: tenantId, label });
        // Optional API key (docs/api-contract.md). Image reads and signed PUTs carry no headers
        // of their own: the signature or the public key name is their credential.
        const apiKey = env.API_KEY;
        if (apiKey && !/^\/uploads\//.test(request.url.slice(apiPrefix.length))) {
          const given = request.headers['x-api-key'];
          if (typeof given !== 'string' || !safeEqual(given, apiKey)) throw fail('invalid-api-key');
        }
      });
      api.addHook('onSend', async (_request, reply, payload) => {
        reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
        return payload;
      });
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send(routeNotFound(request.method, request.url)),
      );

      registerAccountRoutes(api, ctx);
      registerReferenceRoutes(api, ctx);
      registerCompanyRoutes(api, ctx);
      registerCatalogRoutes(api, ctx);
      registerProductRoutes(api, ctx);
      registerSellerRoutes(api, ctx);
      registerUploadRoutes(api, ctx);
      if (mailer.hasOutbox) {
        api.get('/dev/outbox', async (request) => mailer.outbox(tenantOf(request).label));
      }
    },
    { prefix: apiPrefix },
  );

  if (staticDir) {
    const root = path.resolve(staticDir);
    if (!existsSync(path.join(root, 'index.html'))) {
      throw new Error(`No index.html in ${root}: build the app first`);
    }
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // Never a dot folder or file of the build (`.vite/manifest.json`).
      allowedPath: (pathname) => !pathname.split('/').some((segment) => segment.startsWith('.')),
      setHeaders(reply, file) {
        const hashed = /[\\/]assets[\\/]/.test(file);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // SPA fallback: a page path (not a missing asset, not the API) gets index.html.
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith(`${apiPrefix}/`) &&
        !path.extname(pathname);
      if (isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return reply.code(404).send(routeNotFound(request.method, pathname));
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(routeNotFound(request.method, request.url)),
    );
  }

  // Last, so nothing after it can fail and leave the listening connection open.
  const stopListening = await database.listen(WRITES_CHANNEL, written, (error) => {
    console.warn(`Not hearing other servers' writes any more (${error.message}): reads kept 1 s`);
  });
  app.addHook('onClose', async () => {
    await stopListening();
    await mailer.close();
    await storage.close();
  });
  return Object.assign(app, {
    hasDevOutbox: mailer.hasOutbox,
    /** Where uploads go: `s3`, `disk` or `memory` (one server's own, with the latter two). */
    storageKind: storage.kind,
    /** Deletes the limit rows that ended (lib/limits.ts); answers the rows kept. */
    sweepLimits: () => limiter.sweep(),
    /** Where mail goes through (`host:port`), or null without SMTP. */
    smtpServer: smtp ? `${smtp.host}:${smtp.port}` : null,
    /**
     * The setup codes this server made at its start, by tenant, of the stores still without an
     * owner (for the log); and the stores whose code an earlier start made (printed then).
     */
    async setupCodes(): Promise<Record<string, string>> {
      const unowned = new Set(
        (
          await db.query<{ tenant: string }>(
            'SELECT tenant FROM companies WHERE owner_account_id IS NULL',
          )
        ).map((row) => String(row.tenant)),
      );
      return Object.fromEntries(Object.entries(codes.made).filter(([t]) => unowned.has(t)));
    },
    earlierSetupCodes: codes.earlier,
  });
}
