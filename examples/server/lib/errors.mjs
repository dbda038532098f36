// @ts-check
import { STATUS_CODES } from 'node:http';

/** An error the error handler answers as `{ statusCode, error, message }`. */
export class HttpError extends Error {
  /**
   * @param {number} statusCode
   * @param {string} message what screens show (SPEC §8)
   */
  constructor(statusCode, message) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** @param {string} message */
export const badRequest = (message) => new HttpError(400, message);
/** @param {string} [message] */
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
/** @param {string} message */
export const forbidden = (message) => new HttpError(403, message);
/** @param {string} [message] */
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** @param {string} message */
export const conflict = (message) => new HttpError(409, message);

/**
 * The one error body of the contract.
 * @param {number} statusCode
 * @param {string} message
 */
export function errorBody(statusCode, message) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
