/**
 * What the reference API writes to its log, and what it never writes (docs/api-contract.md,
 * "Logs"): no token, cookie or API key from a request's headers, and of a database error only
 * where it happened (its SQLSTATE code, constraint, table, column), never its text, detail,
 * statement or parameters, which carry the values a user typed (names, e-mails, tax numbers).
 */
import type { FastifyServerOptions } from 'fastify';

/** The request headers that are credentials. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-api-key'];

/** What is logged of a thrown value. */
export interface LoggedError {
  type: string;
  code?: string;
  message?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
}

const isSqlState = (code: unknown): code is string =>
  typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * `error` as it may be logged. A database error (a SQLSTATE `code`) keeps where it happened and
 * drops its message (which may quote a value), `detail`, `query`, `params`/`parameters`, `where`.
 */
export function errorForLog(error: unknown): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const e = error as Record<string, unknown>;
  const type = error instanceof Error ? error.name : 'Object';
  if (isSqlState(e.code)) {
    const logged: LoggedError = { type: 'DatabaseError', code: e.code };
    for (const key of ['constraint', 'table', 'column'] as const) {
      if (typeof e[key] === 'string') logged[key] = e[key];
    }
    return logged;
  }
  return {
    type,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.message === 'string' ? { message: e.message } : {}),
    ...(typeof e.stack === 'string' ? { stack: e.stack } : {}),
  };
}

/** Fastify's logger for `main.ts`: the level, credentials redacted, errors through `errorForLog`. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: SECRET_HEADERS.map((name) => `req.headers["${name}"]`),
      censor: '[redacted]',
    },
    serializers: { err: (error: unknown) => ({ message: '', stack: '', ...errorForLog(error) }) },
  };
}
