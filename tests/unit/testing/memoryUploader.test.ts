import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/kernel/errors';
import { createMemoryUploader } from '../../../src/testing';
import {
  PNG_BYTES,
  bytesOf,
  jpegFile,
  pngFile,
  renamedExe,
  webpFile,
} from '../api/upload/fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createMemoryUploader', () => {
  it('keeps the image under its contract key and answers a data URL without createObjectURL', async () => {
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: undefined }));
    const uploader = createMemoryUploader();
    const result = await uploader.upload(pngFile(), { kind: 'logo', company_po_id: 12 });

    expect(result.key).toBe('12/logo.png');
    expect(uploader.keys()).toEqual(['12/logo.png']);
    const stored = uploader.get('12/logo.png');
    expect(stored?.type).toBe('image/png');
    expect(Array.from(await bytesOf(stored as Blob))).toEqual(Array.from(PNG_BYTES));
    expect(result.url.startsWith('data:image/png;base64,')).toBe(true);
    const decoded = atob(result.url.slice('data:image/png;base64,'.length));
    expect(Array.from(decoded, (c) => c.charCodeAt(0))).toEqual(Array.from(PNG_BYTES));
  });

  it('answers object URLs where the platform has them, revoking a replaced one', async () => {
    let counter = 0;
    const created: Blob[] = [];
    const revoke = vi.fn();
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          counter += 1;
          return `blob:test/${counter}`;
        },
        revokeObjectURL: revoke,
      }),
    );
    const uploader = createMemoryUploader();
    const first = await uploader.upload(pngFile(), { kind: 'logo', company_po_id: 1 });
    const second = await uploader.upload(jpegFile(), { kind: 'about-us', company_po_id: 1 });
    expect(first.url).toBe('blob:test/1');
    expect(second).toEqual({ key: '1/about_us.jpg', url: 'blob:test/2' });
    expect(created[0]?.type).toBe('image/png');

    const replaced = await uploader.upload(pngFile(), { kind: 'logo', company_po_id: 1 });
    expect(replaced.url).toBe('blob:test/3');
    expect(revoke).toHaveBeenCalledWith('blob:test/1');

    uploader.clear();
    expect(revoke).toHaveBeenCalledWith('blob:test/2');
    expect(revoke).toHaveBeenCalledWith('blob:test/3');
    expect(uploader.keys()).toEqual([]);
  });

  it('refuses a renamed .exe and stores nothing', async () => {
    const uploader = createMemoryUploader();
    const attempt = uploader.upload(renamedExe(), { kind: 'logo', company_po_id: 1 });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Only allowed PNG or JPG or WEBP',
    });
    expect(uploader.keys()).toEqual([]);
  });

  it('refuses a type the bytes contradict and an unlisted type', async () => {
    const uploader = createMemoryUploader();
    const pngCalledJpeg = new File([PNG_BYTES], 'x.jpg', { type: 'image/jpeg' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', {
      type: 'image/svg+xml',
    });
    for (const file of [pngCalledJpeg, svg]) {
      await expect(uploader.upload(file, { kind: 'logo', company_po_id: 1 })).rejects.toMatchObject(
        {
          kind: 'invalid',
        },
      );
    }
  });

  it('refuses files over maxBytes', async () => {
    const uploader = createMemoryUploader({ maxBytes: 10 });
    await expect(
      uploader.upload(pngFile(), { kind: 'logo', company_po_id: 1 }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/larger than/),
    });
  });

  it('takes `delay` milliseconds, reporting progress on the way', async () => {
    vi.useFakeTimers();
    const uploader = createMemoryUploader({ delay: 400 });
    const progress: number[] = [];
    let done = false;
    const pending = uploader
      .upload(
        webpFile(),
        { kind: 'banner', company_po_id: 2 },
        { onProgress: (f) => progress.push(f) },
      )
      .then((result) => {
        done = true;
        return result;
      });
    await vi.advanceTimersByTimeAsync(350);
    expect(done).toBe(false);
    expect(progress).toEqual([0, 0.25, 0.5, 0.75]);
    await vi.advanceTimersByTimeAsync(100);
    const result = await pending;
    expect(progress).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(result.key).toMatch(/^2\/[0-9a-f-]{36}\.webp$/);
  });

  it('cancels during the delay and stores nothing', async () => {
    vi.useFakeTimers();
    const uploader = createMemoryUploader({ delay: 1000 });
    const controller = new AbortController();
    const pending = uploader.upload(
      pngFile(),
      { kind: 'logo', company_po_id: 1 },
      {
        signal: controller.signal,
      },
    );
    const settled = expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    await vi.advanceTimersByTimeAsync(300);
    controller.abort();
    await settled;
    expect(uploader.keys()).toEqual([]);
  });
});
