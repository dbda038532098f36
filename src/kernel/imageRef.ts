/*
 * Where a stored record may point for an image (docs/api-contract.md, "Values"): an image this
 * store uploaded (its key, or its upload path on one of the store's own origins), or an address
 * on one of the configured media origins (a CDN). Never `javascript:`, `data:`, another scheme a
 * page would run, nor an address on any other host. The reference server and the memory api check
 * `banner_url`, `logo_upload`, `about_us_image_url` and `summary_image_url` with it.
 */

/** An object key of company `companyId` (src/kernel/objectKey.ts): its folder, an image. */
function isStoreKey(value: string, companyId: number): boolean {
  const prefix = `${companyId}/`;
  if (!value.startsWith(prefix)) return false;
  const segments = value.slice(prefix.length).split('/');
  return (
    segments.every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)) &&
    /\.(png|jpe?g|webp)$/i.test(value)
  );
}

export interface ImageRefOptions {
  /** Where the API serves uploads: `{apiPrefix}/uploads/{key}`. @default '/api' */
  apiPrefix?: string;
  /** Also accept these (the memory uploader's `blob:` and `data:image/…` previews). */
  accept?: (value: string) => boolean;
  /** Origins the store's own uploads are served from (its public origin, an upload origin). */
  ownOrigins?: readonly string[];
  /** Origins any of whose images a record may name (configured media hosts). */
  mediaOrigins?: readonly string[];
}

/**
 * True when `value` names an image of company `companyId`: its object key, the path its uploads
 * are served at (alone, or on one of `ownOrigins`), or any address on one of `mediaOrigins`.
 */
export function isImageRef(
  value: string,
  companyId: number,
  options: ImageRefOptions = {},
): boolean {
  const { apiPrefix = '/api', accept, ownOrigins = [], mediaOrigins = [] } = options;
  if (accept?.(value)) return true;
  if (isStoreKey(value, companyId)) return true;
  const served = `${apiPrefix}/uploads/`;
  if (value.startsWith(served)) return isStoreKey(value.slice(served.length), companyId);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  // No user name or password in the address: `https://cdn.example@evil.example/` is evil's.
  if (url.username !== '' || url.password !== '') return false;
  const origin = url.origin.toLowerCase();
  const among = (origins: readonly string[]) =>
    origins.some((o) => o.replace(/\/$/, '').toLowerCase() === origin);
  if (among(mediaOrigins)) return true;
  return (
    among(ownOrigins) &&
    url.pathname.startsWith(served) &&
    isStoreKey(url.pathname.slice(served.length), companyId)
  );
}
