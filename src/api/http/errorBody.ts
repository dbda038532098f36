/*
 * Reading a refusal's body (docs/api-contract.md, "Errors"): `{ statusCode, error, message, code,
 * params? }` from the reference server; `{ error: { message } }` from other servers of the
 * contract; S3's XML `<Code>`/`<Message>` for a refused upload. One reader for the HTTP adapter
 * and the presigned uploader.
 */

export interface Refusal {
  /** The server's reason, or null when the body gives none. */
  message: string | null;
  /** Its stable code, when the server sends one. */
  code?: string;
  /** Values the code's message names. */
  params?: Readonly<Record<string, string | number>>;
}

function paramsOf(value: unknown): Record<string, string | number> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The reason, code and params of a parsed JSON error body. */
export function readErrorBody(body: unknown): Refusal {
  if (typeof body !== 'object' || body === null) return { message: null };
  const { message, error, code, params, statusCode } = body as Record<string, unknown>;
  let text: string | null = null;
  if (typeof message === 'string' && message.trim()) text = message;
  else if (typeof error === 'object' && error !== null) {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === 'string' && nested.trim()) text = nested;
  } else if (typeof error === 'string' && error.trim() && statusCode === undefined) {
    // `{ error: 'reason' }`; beside a statusCode, `error` is only the status phrase.
    text = error;
  }
  const refusal: Refusal = { message: text };
  if (typeof code === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(code)) refusal.code = code;
  const named = paramsOf(params);
  if (named) refusal.params = named;
  return refusal;
}

/** The same from a raw body: JSON, or S3's XML `<Message>`. */
export function readErrorText(text: string): Refusal {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      return readErrorBody(JSON.parse(trimmed));
    } catch {
      // not JSON after all: fall through
    }
  }
  const xml = /<Message>([^<]*)<\/Message>/.exec(trimmed);
  return { message: xml?.[1] || null };
}
