import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/kernel/errors';
import { createS3Uploader } from '../../../src/api/upload/s3';
import { PNG_BYTES, pngFile, renamedExe, webpFile, jpegFile } from '../../unit/api/upload/fixtures';

const BUCKET = 'home-images';

let server: S3rver;
let directory: string;
let endpoint: string;
let client: S3Client;
let requests: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sfo-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // A second listener only watches: s3rver still answers every request.
  server.httpServer?.on('request', (req) => {
    requests.push({ method: req.method ?? '', url: (req.url ?? '').split('?')[0] ?? '' });
  });
  client = new S3Client({
    endpoint,
    region: 'auto',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // TOOLCHAIN.md: otherwise s3rver stores the aws-chunked framing with the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

beforeEach(() => {
  requests = [];
});

function uploader() {
  return createS3Uploader({ client, bucket: BUCKET, publicUrl: `${endpoint}/${BUCKET}/` });
}

async function storedObject(key: string) {
  const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  const bytes = await answer.Body?.transformToByteArray();
  return { bytes: bytes ? Array.from(bytes) : [], contentType: answer.ContentType };
}

describe('createS3Uploader against s3rver', () => {
  it('round-trips a real PNG under {company_po_id}/logo.png with its content type', async () => {
    const progress: number[] = [];
    const result = await uploader().upload(
      pngFile(),
      { kind: 'logo', company_po_id: 12 },
      { onProgress: (fraction) => progress.push(fraction) },
    );

    expect(result).toEqual({ key: '12/logo.png', url: `${endpoint}/${BUCKET}/12/logo.png` });
    expect(requests).toContainEqual({ method: 'PUT', url: `/${BUCKET}/12/logo.png` });
    const stored = await storedObject('12/logo.png');
    expect(stored.bytes).toEqual(Array.from(PNG_BYTES));
    expect(stored.contentType).toBe('image/png');
    expect(progress).toEqual([0, 1]);

    const publicRead = await fetch(result.url);
    expect(publicRead.status).toBe(200);
    expect(Array.from(new Uint8Array(await publicRead.arrayBuffer()))).toEqual(
      Array.from(PNG_BYTES),
    );
  });

  it('names banners with a fresh uuid and product logos under products/{prod_id}', async () => {
    const first = await uploader().upload(webpFile(), { kind: 'banner', company_po_id: 7 });
    const second = await uploader().upload(webpFile(), { kind: 'banner', company_po_id: 7 });
    expect(first.key).toMatch(
      /^7\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/,
    );
    expect(second.key).not.toBe(first.key);
    expect((await storedObject(first.key)).contentType).toBe('image/webp');

    const product = await uploader().upload(jpegFile(), {
      kind: 'product-logo',
      company_po_id: 7,
      prod_id: 31,
    });
    expect(product.key).toBe('7/products/31/logo.jpg');
    expect((await storedObject(product.key)).contentType).toBe('image/jpeg');
  });

  it('refuses a renamed .exe before any request reaches the server', async () => {
    const attempt = uploader().upload(renamedExe(), { kind: 'logo', company_po_id: 12 });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Only allowed PNG or JPG or WEBP',
    });
    expect(requests).toEqual([]);
  });

  it('refuses a file over maxBytes before any request', async () => {
    const small = createS3Uploader({
      client,
      bucket: BUCKET,
      publicUrl: endpoint,
      maxBytes: PNG_BYTES.byteLength - 1,
    });
    await expect(small.upload(pngFile(), { kind: 'logo', company_po_id: 3 })).rejects.toMatchObject(
      {
        kind: 'invalid',
      },
    );
    expect(requests).toEqual([]);
  });

  it('does not send when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploader().upload(
        pngFile(),
        { kind: 'logo', company_po_id: 4 },
        { signal: controller.signal },
      ),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(requests).toEqual([]);
  });

  it("reports the storage's refusal as a rejected ApiError with its status and message", async () => {
    const wrongBucket = createS3Uploader({ client, bucket: 'no-such-bucket', publicUrl: endpoint });
    const attempt = wrongBucket.upload(pngFile(), { kind: 'about-us', company_po_id: 5 });
    await expect(attempt).rejects.toMatchObject({
      kind: 'rejected',
      status: 404,
      message: 'The specified bucket does not exist',
    });
    expect(requests).toContainEqual({ method: 'PUT', url: '/no-such-bucket/5/about_us.png' });
  });
});
