/**
 * Security headers of every answer (docs/api-contract.md, "Headers"). The app keeps its token in
 * localStorage, so a script that runs in its page owns the session: its HTML gets a strict
 * Content-Security-Policy (scripts from this origin only, no inline script, no eval), and no page
 * may frame it (`frame-ancestors 'none'`, `X-Frame-Options: DENY`). Nothing leaks in a Referer.
 */

/** The origin of a URL, or null when it is not an http(s) URL. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The app's policy. Styles may be inline (the kit's styled-components write `<style>` elements
 * at run time); images come from this origin, `data:`/`blob:` previews and https storage; the
 * app talks to this origin and, when S3 is configured, to its endpoint (presigned PUTs).
 */
export function appContentSecurityPolicy(env: Record<string, string | undefined>): string {
  const storage = [originOf(env.S3_ENDPOINT), originOf(env.PUBLIC_UPLOAD_ORIGIN)].filter(
    (origin): origin is string => origin !== null,
  );
  const connect = ["'self'", ...new Set(storage)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The API's answers (JSON, uploaded images): nothing may run or be framed from them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an answer: the API's (`api`), or the app's (its HTML and assets). Decided by the
 * path, not the content type: a 304 to a conditional reload has none, and a browser takes the
 * 304's policy for the page it keeps.
 */
export function securityHeaders(env: Record<string, string | undefined>) {
  const appPolicy = appContentSecurityPolicy(env);
  return (api: boolean): Record<string, string> => ({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Content-Security-Policy': api ? API_POLICY : appPolicy,
  });
}
