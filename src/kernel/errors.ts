/** What went wrong with a call: the server said no, the network failed, it timed out, or it was cancelled. */
export type ApiErrorKind = 'rejected' | 'network' | 'timeout' | 'aborted' | 'invalid';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  /** The server's stable code (`invalid-credentials`), see `ERROR_CODES`. */
  code?: string;
  /** Values the code's message names (`{ field: 'cgst', limit: 100 }`). */
  params?: Readonly<Record<string, string | number>>;
  cause?: unknown;
}

/**
 * The one error every adapter throws. `message` is the server's `error.message` when it rejected
 * the call (docs/behaviour.md, "Messages"); `code` its stable code (docs/api-contract.md), which screens
 * translate with `errorText`, falling back to `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.params = init.params;
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
