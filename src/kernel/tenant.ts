/**
 * The tenant is the first label of the page's host name (docs/behaviour.md, "The product"): `acme.example.com` → `acme`,
 * `acme.localhost` → `acme`. Bare `localhost` or an IP address has no tenant (null).
 */
export function tenantFromHost(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!host || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  const first = labels[0]!;
  return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(first) ? first : null;
}
