import { checkImageFile } from '../../kernel/imageType';
import { formatNumber } from '../../kernel/format';

/** The `accept` list for image pickers: the browser's hint; the bytes are checked anyway. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Why a file was refused: not a PNG/JPEG/WEBP (by type and bytes), or over the size limit. */
export type ImageRejection = 'type' | 'size';

/** Checks one file the way every kit image input does; null when it is accepted. */
export async function rejectImage(file: File, maxBytes?: number): Promise<ImageRejection | null> {
  if ((await checkImageFile(file)) === null) return 'type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  return null;
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size in the reader's locale, in steps of 1024, through Intl: bytes spelled out with the
 * locale's plural ("1 byte", "149 bytes", "149 बाइट"), larger units short ("512 kB", "1.5 MB").
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}
