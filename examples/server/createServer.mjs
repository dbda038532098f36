// @ts-check
/**
 * The reference API (docs/api-contract.md): every call of SPEC §7 over HTTP, tenant from the
 * Host header, JSON-schema validation of every body and parameter, one error shape.
 *
 * @example
 * const db = await openDatabase({ url: 'memory://' });
 * const app = await createServer({ db, env: process.env });
 * await app.inject({ method: 'GET', url: '/api/v1/country', headers: { host: 'acme.localhost' } });
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { deriveKeys, parseHexKey, randomKeyHex, safeEqual } from './lib/crypto.mjs';
import { badRequest, errorBody, unauthorized } from './lib/errors.mjs';
import { setTenant, tenantOf } from './lib/context.mjs';
import { createMailer } from './lib/mail.mjs';
import { storageFromEnv } from './lib/storage.mjs';
import { tenantFromHost } from './lib/tenant.mjs';
import { validationMessage } from './lib/schema.mjs';
import { registerAccountRoutes } from './routes/account.mjs';
import { registerCatalogRoutes } from './routes/catalog.mjs';
import { registerCompanyRoutes, registerReferenceRoutes } from './routes/company.mjs';
import { registerProductRoutes } from './routes/products.mjs';
import { registerUploadRoutes } from './routes/uploads.mjs';

/**
 * @typedef {import('./database.mjs').Database} Database
 * @typedef {import('./lib/storage.mjs').ObjectStorage} ObjectStorage
 */

/**
 * @typedef {object} ServerOptions
 * @property {Database} db from `openDatabase`
 * @property {string} [dataDir] where uploads are stored on disk (none: in memory)
 * @property {boolean | object} [logger] Fastify's logger option. Default false.
 * @property {Record<string, string | undefined>} [env] default `process.env`
 * @property {string} [staticDir] a built app to serve at `/` (SPA fallback to index.html)
 * @property {string} [apiPrefix] where the API is mounted. Default `/api`.
 * @property {ObjectStorage} [storage] default: S3 when configured, else `dataDir/uploads`
 * @property {() => number} [now] the clock, epoch milliseconds. Default `Date.now`.
 * @property {{ max?: number, timeWindow?: number }} [signInLimit] sign-in attempts per username
 *   and IP. Default: SIGNIN_RATE_LIMIT from `env`, else 10 a minute.
 * @property {((line: string) => void) | null} [printMail] where mail is printed. Default
 *   `console.log`, or nothing when NODE_ENV is `test`.
 */

/**
 * A secret from the environment, else generated once and kept in the database.
 * @param {Database} db
 * @param {string} name
 * @param {string | undefined} fromEnv
 */
async function secret(db, name, fromEnv) {
  const envName = name.toUpperCase();
  if (fromEnv) return parseHexKey(envName, fromEnv);
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomKeyHex()],
  );
  const [row] = await db.query('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return parseHexKey(envName, String(row?.value));
}

/**
 * Builds the server (not yet listening). Test it with `app.inject({ headers: { host } })`.
 * @param {ServerOptions} options
 */
export async function createServer(options) {
  const { db, dataDir, env = process.env, staticDir, apiPrefix = '/api', now = Date.now } = options;
  const production = env.NODE_ENV === 'production';
  const keys = deriveKeys(
    await secret(db, 'activation_key', env.ACTIVATION_KEY),
    await secret(db, 'signing_secret', env.SIGNING_SECRET),
  );
  const storage = options.storage ?? (await storageFromEnv(env, dataDir));
  const mailer = createMailer({
    production,
    print:
      options.printMail === undefined
        ? env.NODE_ENV === 'test'
          ? null
          : (line) => console.log(line)
        : options.printMail,
  });

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300 },
    ajv: {
      customOptions: {
        // An extra key is a 400, not silently dropped; types are not coerced.
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  });

  app.setErrorHandler((error, request, reply) => {
    const err =
      /**
       * @type {{ statusCode?: number, code?: string, message: string,
       *   validation?: import('./lib/schema.mjs').SchemaError[], validationContext?: string }}
       */ (error);
    if (err.validation?.[0]) {
      return reply
        .code(400)
        .send(
          errorBody(400, validationMessage(err.validation[0], err.validationContext ?? 'body')),
        );
    }
    let status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    let message = err.message;
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      status = 400;
      message = 'The body is not valid JSON';
    } else if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      message = 'The body must be a JSON object';
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      message = 'The body is too large';
    } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      message = 'Send the body as application/json';
    } else if (typeof err.code === 'string' && /^22|^23/.test(err.code)) {
      // PostgreSQL data or constraint errors the schemas did not foresee: still the caller's.
      request.log.warn({ err: error }, 'database refused a value');
      status = err.code === '23505' ? 409 : 400;
      message = 'A value is not valid for this record';
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = status === 503 ? message : 'Internal Server Error';
    }
    return reply.code(status).send(errorBody(status, message));
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });

  await app.register(rateLimit, { global: false });

  /** @type {import('./lib/context.mjs').Context} */
  const ctx = {
    db,
    keys,
    storage,
    mailer,
    now,
    env,
    apiPrefix,
    signInLimit: {
      max: options.signInLimit?.max ?? (Number(env.SIGNIN_RATE_LIMIT) || 10),
      timeWindow: options.signInLimit?.timeWindow ?? 60_000,
    },
  };

  /** @type {Map<string, number>} */
  const tenantIds = new Map();
  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        const label = tenantFromHost(request.headers.host);
        let tenantId = label ? tenantIds.get(label) : undefined;
        if (label && tenantId === undefined) {
          const [row] = await db.query('SELECT id FROM companies WHERE tenant = $1', [label]);
          if (row) {
            tenantId = Number(row.id);
            tenantIds.set(label, tenantId);
          }
        }
        if (!label || tenantId === undefined) {
          throw badRequest('Unknown tenant');
        }
        setTenant(request, { id: tenantId, label });
        // Optional API key (docs/api-contract.md). Image reads and signed PUTs carry no headers
        // of their own: the signature or the public key name is their credential.
        const apiKey = env.API_KEY;
        if (apiKey && !/^\/uploads\//.test(request.url.slice(apiPrefix.length))) {
          const given = request.headers['x-api-key'];
          if (typeof given !== 'string' || !safeEqual(given, apiKey)) {
            throw unauthorized('Invalid API key');
          }
        }
      });
      api.addHook('onSend', async (_request, reply, payload) => {
        reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
        return payload;
      });
      api.setNotFoundHandler((request, reply) =>
        reply
          .code(404)
          .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`)),
      );

      registerAccountRoutes(api, ctx);
      registerReferenceRoutes(api, ctx);
      registerCompanyRoutes(api, ctx);
      registerCatalogRoutes(api, ctx);
      registerProductRoutes(api, ctx);
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
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${pathname} not found`));
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`)),
    );
  }

  app.addHook('onClose', async () => {
    await storage.close();
  });
  return app;
}
