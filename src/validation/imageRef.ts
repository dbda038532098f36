/*
 * Where a stored record may point for an image (docs/api-contract.md, "Values"): an image this
 * store uploaded, or an https address. Never `javascript:`, `data:` or another scheme a page
 * would run or a plain-http address elsewhere. The reference server and the memory api check
 * `banner_url`, `logo_upload`, `about_us_image_url` and `summary_image_url` with it.
 */

/** An object key of company `companyId` (src/api/upload/objectKey.ts): its folder, an image. */
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
}

/**
 * True when `value` names an image of company `companyId`: its object key, the path its uploads
 * are served at (alone or in an http(s) URL), or any https URL.
 */
export function isImageRef(
  value: string,
  companyId: number,
  options: ImageRefOptions = {},
): boolean {
  const { apiPrefix = '/api', accept } = options;
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
  if (url.protocol === 'https:') return true;
  return (
    url.protocol === 'http:' &&
    url.pathname.startsWith(served) &&
    isStoreKey(url.pathname.slice(served.length), companyId)
  );
}
