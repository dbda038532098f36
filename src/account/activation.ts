import type { AccountKind, ActivationInput } from '../api/types';

/** The activation link's parameters, mapped to the adapter's input. */
export interface ActivationParams extends ActivationInput {
  /** `a` in the link means a company admin, `b` a seller. */
  kind: AccountKind;
}

/**
 * Reads every `key=value` pair of one query string. Values are percent-decoded but a `+` is kept
 * as is: activation tokens may be base64, where `+` is data, never a space.
 */
function readQuery(query: string, into: Map<string, string>) {
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const rawKey = at === -1 ? pair : pair.slice(0, at);
    const rawValue = at === -1 ? '' : pair.slice(at + 1);
    into.set(safeDecode(rawKey), safeDecode(rawValue));
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Finds the activation parameters in a location search (`?activation=…&a=…`), a hash route
 * (`#/auth/login?activation=…&b=…`), a whole URL, or a bare query. Company links carry
 * `activation` + `a`, seller links `activation` + `b` (docs/behaviour.md, "Screens and routes"); both map to `{ activation, iv }`.
 *
 * @example
 * parseActivationParams(window.location.hash); // { kind: 'seller', activation: 'x', iv: 'y' } or null
 */
export function parseActivationParams(search: string | null | undefined): ActivationParams | null {
  if (!search) return null;
  const params = new Map<string, string>();
  const segments = search.split('#');
  let sawQuery = false;
  for (const segment of segments) {
    const at = segment.indexOf('?');
    if (at === -1) continue;
    sawQuery = true;
    readQuery(segment.slice(at + 1), params);
  }
  // A bare `activation=…&a=…` (no `?`, no `#`).
  if (!sawQuery && segments.length === 1) readQuery(search, params);

  const activation = params.get('activation')?.trim();
  if (!activation) return null;
  const a = params.get('a')?.trim();
  if (a) return { kind: 'company', activation, iv: a };
  const b = params.get('b')?.trim();
  if (b) return { kind: 'seller', activation, iv: b };
  return null;
}
