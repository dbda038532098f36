/** What went wrong with a call: the server said no, the network failed, it timed out, or it was cancelled. */
export type ApiErrorKind = 'rejected' | 'network' | 'timeout' | 'aborted' | 'invalid';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  cause?: unknown;
}

/**
 * The one error every adapter throws. `message` is the server's `error.message` when it rejected
 * the call (SPEC §8), so screens can show it as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
  }

  /** True when the server answered and refused (4xx/5xx), as opposed to a transport failure. */
  get isRejection(): boolean {
    return this.kind === 'rejected';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A readable message for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong';
}
