import { page } from 'vitest/browser';

/**
 * How many pixels of `element`'s screenshot are (nearly) the colour `hex`: what a sighted reader
 * sees, for marks CSS cannot report (a native control's inner parts, such as a date input's
 * calendar button, have no computed style of their own).
 */
export async function pixelsOfColour(element: Element, hex: string): Promise<number> {
  const base64 = await page.screenshot({ element, save: false });
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const distance =
      Math.abs((data[i] ?? 0) - r) +
      Math.abs((data[i + 1] ?? 0) - g) +
      Math.abs((data[i + 2] ?? 0) - b);
    if (distance < 30) count += 1;
  }
  return count;
}
