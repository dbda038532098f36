import { ApiError } from '../errors';
import type { Id, UploadTarget } from '../types';
import { IMAGE_TYPES, type ImageMimeType } from './imageType';

/** An RFC 4122 v4 id; `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Ids become path segments: only plain non-negative integers may, so no key escapes its folder.
function segment(id: Id, name: string): string {
  if (!Number.isSafeInteger(id) || id < 0) {
    throw new ApiError(`Invalid upload target: ${name} must be a non-negative integer`, {
      kind: 'invalid',
    });
  }
  return String(id);
}

/**
 * The object key of SPEC §7 for an image of type `mime`:
 * `{company_po_id}/logo.{ext}`, `{company_po_id}/about_us.{ext}`, `{company_po_id}/{uuid}.{ext}`
 * (banners, a new name each time) and `{company_po_id}/products/{prod_id}/logo.{ext}`.
 *
 * @example
 * objectKeyFor({ kind: 'logo', company_po_id: 12 }, 'image/png'); // '12/logo.png'
 */
export function objectKeyFor(target: UploadTarget, mime: ImageMimeType): string {
  const ext = IMAGE_TYPES[mime];
  const company = segment(target.company_po_id, 'company_po_id');
  switch (target.kind) {
    case 'logo':
      return `${company}/logo.${ext}`;
    case 'about-us':
      return `${company}/about_us.${ext}`;
    case 'banner':
      return `${company}/${randomId()}.${ext}`;
    case 'product-logo':
      return `${company}/products/${segment(target.prod_id, 'prod_id')}/logo.${ext}`;
  }
}
