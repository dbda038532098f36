import { ApiError } from '../../kernel/errors';
import { checkImageFile, IMAGE_TYPE_ERROR, type ImageMimeType } from '../../kernel/imageType';

/** Options every uploader accepts. */
export interface ImageGuardOptions {
  /** Largest accepted file in bytes; larger files are refused before upload. @default no limit */
  maxBytes?: number;
}

/** The cancellation error every uploader throws. */
export function abortedError(cause?: unknown): ApiError {
  return new ApiError('The upload was cancelled', { kind: 'aborted', cause });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError(signal.reason);
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

/**
 * Checks an image before any byte leaves: declared type PNG, JPEG or WEBP *and* matching magic
 * bytes, and no larger than `maxBytes`. Resolves to its type, or rejects with an ApiError of kind
 * 'invalid' ('Only allowed PNG or JPG or WEBP', docs/behaviour.md, "Validation").
 */
export async function assertUploadableImage(
  file: Blob,
  options: ImageGuardOptions = {},
): Promise<ImageMimeType> {
  const mime = await checkImageFile(file);
  // The server's code for the same refusal, so screens translate it alike.
  if (!mime) throw new ApiError(IMAGE_TYPE_ERROR, { kind: 'invalid', code: 'image-type' });
  const { maxBytes } = options;
  if (maxBytes !== undefined && file.size > maxBytes) {
    throw new ApiError(`The image is larger than ${formatMegabytes(maxBytes)} MB`, {
      kind: 'invalid',
    });
  }
  return mime;
}
