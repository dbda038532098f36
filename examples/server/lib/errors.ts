/**
 * Every refusal of the reference API, in one place: `fail(code)` raises one, `replyWithError`
 * turns anything thrown into the contract's body `{ statusCode, error, message, code, params? }`
 * (docs/api-contract.md, "Errors"). Codes and English messages come from the kit's table
 * (src/kernel/errorCodes.ts), so the kit can translate what the server says.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  errorCodeMessage,
  errorCodeStatus,
  type ErrorCode,
  type ErrorParams,
} from '../../../src/kernel/errorCodes.ts';
import { errorForLog } from './logging.ts';
import { validationRefusal, type SchemaError } from './schema.ts';

/** A refusal with its code: thrown by handlers and hooks, answered by `replyWithError`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, params?: ErrorParams) {
    super(errorCodeMessage(code, params));
    this.statusCode = errorCodeStatus(code);
    this.code = code;
    this.params = params;
  }
}

/** The refusal `code`, with the values its message names. */
export function fail(code: ErrorCode, params?: ErrorParams): HttpError {
  return new HttpError(code, params);
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: ErrorCode;
  params?: ErrorParams;
}

/** The one error body of the contract. */
export function errorBody(code: ErrorCode, params?: ErrorParams): ErrorBody {
  const statusCode = errorCodeStatus(code);
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: errorCodeMessage(code, params),
    code,
    ...(params ? { params } : {}),
  };
}

/** What Fastify, Ajv or the database may throw besides our own refusals. */
interface ThrownError {
  statusCode?: number;
  code?: string;
  message: string;
  validation?: SchemaError[];
  validationContext?: string;
}

/** Fastify's own failures, by their code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body-not-json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body-not-object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_BAD_URL: 'bad-path',
  FST_ERR_ASYNC_CONSTRAINT: 'bad-path',
};

/** Any thrown value as a refusal; an unforeseen failure is an `internal-error`. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof SyntaxError) return fail('body-not-json');
  const thrown = (typeof error === 'object' && error !== null ? error : {}) as ThrownError;
  const first = thrown.validation?.[0];
  if (first) return fail(...validationRefusal(first, thrown.validationContext ?? 'body'));
  const known = thrown.code ? FASTIFY_CODES[thrown.code] : undefined;
  if (known) return fail(known);
  // The static files' refusals (a forbidden or malformed path): the client's, never a 500.
  if (
    typeof thrown.statusCode === 'number' &&
    thrown.statusCode >= 400 &&
    thrown.statusCode < 500
  ) {
    return fail('bad-path');
  }
  // PostgreSQL data or constraint errors the schemas did not foresee: still the caller's.
  if (typeof thrown.code === 'string' && /^2[23]/.test(thrown.code)) {
    return fail(thrown.code === '23505' ? 'duplicate-value' : 'invalid-value');
  }
  return fail('internal-error');
}

/** Answers `error` with the contract's body; logs what the caller could not have caused. */
export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const refusal = toHttpError(error);
  // Never the error itself: a database error quotes the values (docs/api-contract.md, "Logs").
  if (refusal.code === 'internal-error') {
    request.log.error({ error: errorForLog(error) }, 'request failed');
  } else if (refusal.code === 'invalid-value' || refusal.code === 'duplicate-value') {
    request.log.warn({ error: errorForLog(error) }, 'database refused a value');
  }
  return reply.code(refusal.statusCode).send(errorBody(refusal.code, refusal.params));
}
