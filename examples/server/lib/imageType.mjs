// @ts-check

/** The three image types accepted (SPEC §5, §7) and their object-key extensions. */
export const IMAGE_TYPES = Object.freeze({
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
});

/** @typedef {keyof typeof IMAGE_TYPES} ImageMime */

/** @type {Record<string, ImageMime>} */
export const MIME_BY_EXTENSION = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The exact user-facing message for a refused image (SPEC §5, §8). */
export const IMAGE_TYPE_ERROR = 'Only allowed PNG or JPG or WEBP';

/**
 * @param {string} type
 * @returns {type is ImageMime}
 */
export function isImageMime(type) {
  return Object.prototype.hasOwnProperty.call(IMAGE_TYPES, type);
}

/**
 * PNG, JPEG or WEBP from the first bytes (magic numbers); anything else is null.
 * @param {Uint8Array} bytes
 * @returns {ImageMime | null}
 */
export function sniffImageType(bytes) {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const ascii = (/** @type {number} */ from, /** @type {number} */ to) =>
    String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
