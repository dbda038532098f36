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

/** Every answer but HTML: nothing may run or be framed from it. */
const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers for an answer of `contentType`. */
export function securityHeaders(env: Record<string, string | undefined>) {
  const appPolicy = appContentSecurityPolicy(env);
  return (contentType: string): Record<string, string> => ({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Content-Security-Policy': contentType.startsWith('text/html') ? appPolicy : NON_HTML_POLICY,
  });
}
