import { describe, expect, it } from 'vitest';
import { assertUploadableImage } from '../../../../src/api/upload/guard';
import { EXE_BYTES, JPEG_BYTES, PNG_BYTES, WEBP_BYTES } from './fixtures';

describe('assertUploadableImage', () => {
  it.each([
    [PNG_BYTES, 'image/png'],
    [JPEG_BYTES, 'image/jpeg'],
    [WEBP_BYTES, 'image/webp'],
  ] as const)('accepts real %s bytes', async (bytes, type) => {
    await expect(assertUploadableImage(new Blob([bytes], { type }))).resolves.toBe(type);
  });

  it.each([
    ['an exe declared as png', new Blob([EXE_BYTES], { type: 'image/png' })],
    ['a png with no declared type', new Blob([PNG_BYTES])],
    ['a gif', new Blob(['GIF89a\x01\x00\x01\x00'], { type: 'image/gif' })],
    ['a webp declared as png', new Blob([WEBP_BYTES], { type: 'image/png' })],
  ])('refuses %s with the spec message', async (_label, blob) => {
    await expect(assertUploadableImage(blob)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'invalid',
      message: 'Only allowed PNG or JPG or WEBP',
    });
  });

  it('accepts a file of exactly maxBytes and refuses one byte more', async () => {
    const png = new Blob([PNG_BYTES], { type: 'image/png' });
    await expect(assertUploadableImage(png, { maxBytes: png.size })).resolves.toBe('image/png');
    await expect(assertUploadableImage(png, { maxBytes: png.size - 1 })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it('names the limit in megabytes', async () => {
    const big = new Blob([PNG_BYTES, new Uint8Array(2 * 1024 * 1024)], { type: 'image/png' });
    await expect(assertUploadableImage(big, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      message: 'The image is larger than 1 MB',
    });
  });
});
