import { ApiError } from './errors';
import type { Id } from './types/common';
import type { UploadTarget } from './types/upload';
import { IMAGE_TYPES, type ImageMimeType } from './imageType';

const MIME_BY_EXTENSION: Record<string, ImageMimeType> = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime as ImageMimeType]),
);

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
 * The object key of docs/api-contract.md (uploads) for an image of type `mime`:
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

/** What an object key says: whose it is, what it holds, which image type. */
export interface ObjectKey {
  company_po_id: Id;
  kind: UploadTarget['kind'];
  prod_id?: Id;
  mime: ImageMimeType;
}

const KEY_PATTERN =
  /^([1-9]\d{0,9})\/(logo|about_us|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|products\/([1-9]\d{0,9})\/logo)\.(png|jpg|webp)$/;

/**
 * Reads a key `objectKeyFor` makes; anything else (another shape, `..`, another extension) is
 * null. The reference server serves and stores only keys this accepts.
 *
 * @example
 * parseObjectKey('12/logo.png'); // { company_po_id: 12, kind: 'logo', mime: 'image/png' }
 */
export function parseObjectKey(key: string): ObjectKey | null {
  const match = KEY_PATTERN.exec(key);
  const mime = match && MIME_BY_EXTENSION[match[4] ?? ''];
  if (!match || !mime) return null;
  const company_po_id = Number(match[1]);
  const name = match[2] ?? '';
  if (match[3]) return { company_po_id, kind: 'product-logo', prod_id: Number(match[3]), mime };
  if (name === 'logo') return { company_po_id, kind: 'logo', mime };
  if (name === 'about_us') return { company_po_id, kind: 'about-us', mime };
  return { company_po_id, kind: 'banner', mime };
}
