import type { UploadAdapter } from '../../api/BackofficeApi';
import type { UploadTarget } from '../../api/types';

/**
 * The one way a wizard stores an image (a step's logo or image, the product's logo, a banner):
 * a newly chosen file goes through the upload adapter to `target` and its stored address comes
 * back; an address on record passes through, and no image stays null. The adapter checks the
 * file's bytes first: a refused file is never stored.
 */
export async function uploadImage(
  uploader: UploadAdapter | null,
  image: Blob,
  target: UploadTarget,
  onProgress?: (fraction: number) => void,
): Promise<string>;
export async function uploadImage(
  uploader: UploadAdapter | null,
  image: Blob | string | null,
  target: UploadTarget,
  onProgress?: (fraction: number) => void,
): Promise<string | null>;
export async function uploadImage(
  uploader: UploadAdapter | null,
  image: Blob | string | null,
  target: UploadTarget,
  onProgress?: (fraction: number) => void,
): Promise<string | null> {
  if (!(image instanceof Blob)) return image;
  if (!uploader) throw new Error('An image was chosen but no uploader is configured');
  const stored = onProgress
    ? await uploader.upload(image, target, { onProgress })
    : await uploader.upload(image, target);
  return stored.url;
}
