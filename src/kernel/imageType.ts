import { validationEn } from './messages';

/** The three image types the kit accepts (docs/behaviour.md, "Validation", docs/api-contract.md) and their object-key extensions. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type ImageMimeType = keyof typeof IMAGE_TYPES;

/** Identify PNG, JPEG or WEBP from the first bytes; anything else is null. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  const at = (i: number) => bytes[i];
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export function isAllowedImageMime(type: string): type is ImageMimeType {
  return Object.prototype.hasOwnProperty.call(IMAGE_TYPES, type);
}

/**
 * The file's real image type: its declared MIME type must be an allowed one *and* its bytes must
 * say the same family. A renamed `.exe` or an SVG fails either check. Returns null when refused.
 */
export async function checkImageFile(file: Blob): Promise<ImageMimeType | null> {
  if (!isAllowedImageMime(file.type)) return null;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const sniffed = sniffImageType(head);
  return sniffed === file.type ? sniffed : null;
}

/** The exact user-facing message for a refused image (docs/behaviour.md, "Validation" and "Messages"). */
export const IMAGE_TYPE_ERROR = validationEn.common.imageType;
