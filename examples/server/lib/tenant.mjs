// @ts-check

/**
 * The tenant is the first label of the request's host name (SPEC §1): `acme.localhost:8787` →
 * `acme`. A bare name (`localhost`), an IP address or a malformed label has no tenant (null).
 * @param {string | undefined} host the Host header
 * @returns {string | null}
 */
export function tenantFromHost(host) {
  if (!host) return null;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || name.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return null;
  const labels = name.split('.');
  if (labels.length < 2) return null;
  const first = labels[0] ?? '';
  return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(first) ? first : null;
}
