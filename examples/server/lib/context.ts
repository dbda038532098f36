/**
 * What every route module shares: the database, keys, storage, outbox, clock and links, and the
 * Fastify instance type whose requests are typed from their schemas (TypeBox type provider).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '../database.ts';
import type { TokenStates } from './auth.ts';
import type { Keys, TokenClaims } from './crypto.ts';
import type { Limiter, RateLimits } from './limits.ts';
import type { Mailer } from './mail.ts';
import type { PublicOrigin } from './origin.ts';
import type { ReadCache } from './readCache.ts';
import type { ObjectStorage } from './storage.ts';

/** The API's Fastify instance: request bodies, params and queries typed from their schemas. */
export type Api = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface Context {
  db: Database;
  keys: Keys;
  storage: ObjectStorage;
  mailer: Mailer;
  /** Epoch milliseconds. */
  now: () => number;
  env: Record<string, string | undefined>;
  /** Where the API is mounted (`/api`). */
  apiPrefix: string;
  /** Attempt limits (lib/limits.ts) and their counters. */
  limits: RateLimits;
  limiter: Limiter;
  /** The origin links in mail point to, per tenant (never the request's Host). */
  publicOrigin: PublicOrigin;
  /** What token checks read of accounts, kept (lib/auth.ts); emptied by writes to `accounts`. */
  tokenStates: TokenStates;
  /** A bearer token's claims when well-signed and unexpired (lib/crypto.ts, verifications kept). */
  tokenClaims: (token: string) => TokenClaims | null;
  /** What list routes answered, as JSON, by route, company and caller; emptied by any write. */
  lists: ReadCache<string>;
  /** Each store's owner e-mail, by tenant (lib/claiming.ts). */
  ownerEmails: Record<string, string>;
}
