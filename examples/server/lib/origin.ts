/**
 * The public origin of each tenant: where links in mail (activation) point. It is configured,
 * never read from the request: a forged `Host: acme.evil.example` still resolves to tenant
 * `acme`, and a link built from it would send acme's user to another site.
 */

/** The origin (scheme, host, port; no path) a tenant's pages are served from. */
export type PublicOrigin = (tenant: string) => string;

/** `npm start`'s origin: each tenant on its own `*.localhost` name, the server's port. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://{tenant}.localhost:{port}';

/**
 * Reads a template such as `https://{tenant}.shop.example` or the default: `{tenant}` is the
 * tenant's label, `{port}` the port the server listens on (`port()`, known once it listens).
 * Throws at start for anything that is not an http(s) origin.
 */
export function publicOriginFrom(template: string, port: () => number | null): PublicOrigin {
  const probe = template.replaceAll('{tenant}', 'tenant').replaceAll('{port}', '8787');
  let url: URL;
  try {
    url = new URL(probe);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://{tenant}.example.com`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== probe.replace(/\/$/, '')) {
    throw new Error(
      `PUBLIC_ORIGIN must be an http(s) origin without a path, such as https://{tenant}.example.com`,
    );
  }
  const base = template.replace(/\/$/, '');
  return (tenant) => {
    const known = port();
    const withPort = known === null ? base.replace(':{port}', '') : base;
    return withPort.replaceAll('{tenant}', tenant).replaceAll('{port}', String(known ?? ''));
  };
}
