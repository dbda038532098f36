import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { UploadAdapter, UploadOptions } from '../BackofficeApi';
import { ApiError } from '../../kernel/errors';
import type { UploadResult, UploadTarget } from '../types';
import {
  abortedError,
  assertUploadableImage,
  throwIfAborted,
  type ImageGuardOptions,
} from './guard';
import { objectKeyFor } from '../../kernel/objectKey';

export interface S3UploaderOptions extends ImageGuardOptions {
  /** A configured client from `@aws-sdk/client-s3` (endpoint, region 'auto', credentials). */
  client: S3Client;
  /** The bucket images go to (docs/behaviour.md, "Calls"'s home-images bucket). */
  bucket: string;
  /** Public base URL of the bucket (`{publicUrl}/{key}`), or a function from key to URL. */
  publicUrl: string | ((key: string) => string);
  /** Optional `Cache-Control` stored with each object. */
  cacheControl?: string;
}

interface SdkErrorShape {
  name?: unknown;
  message?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

function toApiError(error: unknown, signal: AbortSignal | undefined): ApiError {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as SdkErrorShape;
  if (signal?.aborted || shape.name === 'AbortError') return abortedError(error);
  const message =
    typeof shape.message === 'string' && shape.message ? shape.message : 'Upload failed';
  const status = shape.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 300) {
    return new ApiError(message, { kind: 'rejected', status, cause: error });
  }
  if (shape.name === 'TimeoutError')
    return new ApiError(message, { kind: 'timeout', cause: error });
  return new ApiError(message, { kind: 'network', cause: error });
}

function publicUrlFor(publicUrl: S3UploaderOptions['publicUrl'], key: string): string {
  return typeof publicUrl === 'function'
    ? publicUrl(key)
    : `${publicUrl.replace(/\/+$/, '')}/${key}`;
}

/**
 * Uploads straight to S3-compatible storage with a client the host configures (no credentials are
 * ever bundled). Each image is checked (type and magic bytes) before the request is made.
 *
 * @example
 * const uploader = createS3Uploader({
 *   client: new S3Client({ region: 'auto', endpoint, credentials }),
 *   bucket: 'home-images',
 *   publicUrl: 'https://images.example.com',
 * });
 */
export function createS3Uploader(options: S3UploaderOptions): UploadAdapter {
  const { client, bucket, publicUrl, cacheControl } = options;
  return {
    async upload(
      file: Blob,
      target: UploadTarget,
      { signal, onProgress }: UploadOptions = {},
    ): Promise<UploadResult> {
      throwIfAborted(signal);
      const mime = await assertUploadableImage(file, options);
      const key = objectKeyFor(target, mime);
      // Bytes, not the Blob: every runtime's SDK body handler takes a Uint8Array with a known length.
      const body = new Uint8Array(await file.arrayBuffer());
      throwIfAborted(signal);
      onProgress?.(0);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: mime,
            ContentLength: body.byteLength,
            ...(cacheControl ? { CacheControl: cacheControl } : {}),
          }),
          signal ? { abortSignal: signal } : {},
        );
      } catch (error) {
        throw toApiError(error, signal);
      }
      onProgress?.(1);
      return { key, url: publicUrlFor(publicUrl, key) };
    },
  };
}

// Types the exports above take or return, so a consumer can name them too.
export type { UploadAdapter } from '../BackofficeApi';
export type { ImageGuardOptions } from './guard';

export type { UploadResult, UploadTarget } from '../../kernel/types/upload';
export type { UploadOptions } from '../BackofficeApi';

export type { Id } from '../../kernel/types/common';
export type { CallOptions, UploadProgress } from '../BackofficeApi';
