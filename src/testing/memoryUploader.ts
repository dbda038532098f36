import type { UploadAdapter, UploadOptions } from '../api/BackofficeApi';
import type { UploadResult, UploadTarget } from '../api/types';
import {
  abortedError,
  assertUploadableImage,
  throwIfAborted,
  type ImageGuardOptions,
} from '../api/upload/guard';
import { objectKeyFor } from '../kernel/objectKey';

export interface MemoryUploaderOptions extends ImageGuardOptions {
  /** Milliseconds each upload takes, reported as progress, so stories can show it. @default 0 */
  delay?: number;
}

/** The in-memory uploader, plus a look at what it holds (tests, stories). */
export interface MemoryUploader extends UploadAdapter {
  /** The stored image under `key`, if any. */
  get(key: string): Blob | undefined;
  /** Every stored key, in upload order. */
  keys(): string[];
  /** Forgets every image (and revokes the object URLs it handed out). */
  clear(): void;
}

const PROGRESS_STEPS = 4;

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function dataUrl(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * Keeps uploaded images in memory and answers object URLs (data URLs where `URL.createObjectURL`
 * is missing). Same checks as the real uploaders, so a story refuses a renamed file too.
 *
 * @example
 * <BackofficeProvider api={createMemoryApi()} uploader={createMemoryUploader({ delay: 400 })}>
 */
export function createMemoryUploader(options: MemoryUploaderOptions = {}): MemoryUploader {
  const { delay = 0 } = options;
  const blobs = new Map<string, Blob>();
  const objectUrls = new Map<string, string>();
  const canCreateObjectUrl = typeof URL.createObjectURL === 'function';

  const revoke = (key: string) => {
    const url = objectUrls.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.delete(key);
  };

  return {
    async upload(
      file: Blob,
      target: UploadTarget,
      { signal, onProgress }: UploadOptions = {},
    ): Promise<UploadResult> {
      throwIfAborted(signal);
      const mime = await assertUploadableImage(file, options);
      const key = objectKeyFor(target, mime);
      onProgress?.(0);
      if (delay > 0) {
        for (let step = 1; step <= PROGRESS_STEPS; step += 1) {
          await wait(delay / PROGRESS_STEPS, signal);
          if (step < PROGRESS_STEPS) onProgress?.(step / PROGRESS_STEPS);
        }
      }
      throwIfAborted(signal);
      // A copy typed as the sniffed image, so a later change to the caller's Blob cannot leak in.
      const stored = new Blob([await file.arrayBuffer()], { type: mime });
      throwIfAborted(signal);
      revoke(key);
      blobs.delete(key);
      blobs.set(key, stored);
      let url: string;
      if (canCreateObjectUrl) {
        url = URL.createObjectURL(stored);
        objectUrls.set(key, url);
      } else {
        url = await dataUrl(stored, mime);
      }
      onProgress?.(1);
      return { key, url };
    },
    get: (key) => blobs.get(key),
    keys: () => [...blobs.keys()],
    clear() {
      for (const key of [...objectUrls.keys()]) revoke(key);
      blobs.clear();
    },
  };
}
