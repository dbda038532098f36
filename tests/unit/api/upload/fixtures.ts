/** Real image bytes (and a renamed executable) for the upload tests. */

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A valid 1×1 PNG. */
export const PNG_BYTES = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);

/** A valid 1×1 JPEG. */
export const JPEG_BYTES = fromBase64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);

/** A valid 1×1 lossless WEBP. */
export const WEBP_BYTES = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

/** The start of a Windows executable (MZ header), to be renamed as an image. */
export const EXE_BYTES = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
  0xb8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
]);

export function pngFile(name = 'logo.png'): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}
export function jpegFile(name = 'photo.jpg'): File {
  return new File([JPEG_BYTES], name, { type: 'image/jpeg' });
}
export function webpFile(name = 'banner.webp'): File {
  return new File([WEBP_BYTES], name, { type: 'image/webp' });
}
/** `setup.exe` renamed to `logo.png`: the browser would report image/png from the extension. */
export function renamedExe(): File {
  return new File([EXE_BYTES], 'logo.png', { type: 'image/png' });
}

/** Reads a Blob's bytes (jsdom and Node). */
export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}
