import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/kernel/errors';
import {
  createPresignedUploader,
  presignViaApi,
  type PresignFunction,
} from '../../../src/api/upload/presigned';
import { PNG_BYTES, jpegFile, pngFile, renamedExe } from '../../unit/api/upload/fixtures';
import {
  TEST_TOKEN,
  startUploadServer,
  type UploadTestServer,
} from '../../unit/api/upload/uploadServer';

// Node has no XMLHttpRequest: these run the fetch transport against a real HTTP server.
let server: UploadTestServer;

beforeAll(async () => {
  server = await startUploadServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function signedBy(path: string): PresignFunction {
  return async (target, mime) => ({
    url: `${server.origin}${path}`,
    headers: { 'Content-Type': mime, 'x-amz-meta-target': target.kind },
    key: `${target.company_po_id}/logo.png`,
    publicUrl: `${server.origin}/uploads/${target.company_po_id}/logo.png`,
  });
}

describe('presignViaApi + createPresignedUploader (fetch transport)', () => {
  it('asks POST /v1/uploads/presign, then PUTs the bytes with the signed headers', async () => {
    const getAccessToken = vi.fn(async () => TEST_TOKEN);
    const uploader = createPresignedUploader({
      presign: presignViaApi({ baseURL: `${server.origin}/api/`, getAccessToken, apiKey: 'k-1' }),
    });
    const progress: number[] = [];

    const result = await uploader.upload(
      pngFile(),
      { kind: 'product-logo', company_po_id: 12, prod_id: 9 },
      { onProgress: (fraction) => progress.push(fraction) },
    );

    expect(result).toEqual({
      key: '12/products/9/logo.png',
      url: `${server.origin}/uploads/12/products/9/logo.png`,
    });
    const [presign, put] = server.requests;
    expect(presign?.method).toBe('POST');
    expect(presign?.path).toBe('/api/v1/uploads/presign');
    expect(presign?.headers).toMatchObject({
      authorization: `Bearer ${TEST_TOKEN}`,
      version: '1.0',
      'x-api-key': 'k-1',
      'content-type': 'application/json',
    });
    expect(JSON.parse(Buffer.from(presign?.body ?? []).toString('utf8'))).toEqual({
      target: 'product-logo',
      content_type: 'image/png',
      company_po_id: 12,
      prod_id: 9,
    });
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/signed/12/products/9/logo.png');
    expect(put?.headers).toMatchObject({ 'content-type': 'image/png', 'x-amz-acl': 'public-read' });
    expect(Array.from(put?.body ?? [])).toEqual(Array.from(PNG_BYTES));
    expect(progress).toEqual([0, 1]);
    expect(getAccessToken).toHaveBeenCalledTimes(1);
  });

  it('sends no prod_id for company targets and no Authorization without a token', async () => {
    const presign = presignViaApi({ baseURL: `${server.origin}/api` });
    await expect(
      presign({ kind: 'about-us', company_po_id: 3 }, 'image/jpeg'),
    ).rejects.toMatchObject({
      kind: 'rejected',
      status: 401,
      message: 'Please sign in again',
    });
    const [request] = server.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(JSON.parse(Buffer.from(request?.body ?? []).toString('utf8'))).toEqual({
      target: 'about-us',
      content_type: 'image/jpeg',
      company_po_id: 3,
    });
  });

  it("surfaces the storage's error message and status", async () => {
    const uploader = createPresignedUploader({ presign: signedBy('/refuse/1/logo.png') });
    const attempt = uploader.upload(jpegFile(), { kind: 'logo', company_po_id: 1 });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Only allowed PNG or JPG or WEBP',
    });
  });

  it('cancels an upload in flight', async () => {
    const uploader = createPresignedUploader({ presign: signedBy('/hold/2/logo.png') });
    const controller = new AbortController();
    const attempt = uploader.upload(
      pngFile(),
      { kind: 'logo', company_po_id: 2 },
      {
        signal: controller.signal,
      },
    );
    await server.arrived('/hold/2/logo.png');
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('reports an unreachable storage as a network error', async () => {
    const closed = await startUploadServer();
    const origin = closed.origin;
    await closed.close();
    const uploader = createPresignedUploader({
      presign: async () => ({ url: `${origin}/signed/x.png`, key: 'x.png', publicUrl: 'x' }),
    });
    await expect(
      uploader.upload(pngFile(), { kind: 'logo', company_po_id: 1 }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('refuses a renamed .exe before presign is asked or a byte is sent', async () => {
    const presign = vi.fn(signedBy('/signed/1/logo.png'));
    const uploader = createPresignedUploader({ presign });
    await expect(
      uploader.upload(renamedExe(), { kind: 'logo', company_po_id: 1 }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Only allowed PNG or JPG or WEBP',
    });
    expect(presign).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
  });

  it('uses an injected fetch', async () => {
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const uploader = createPresignedUploader({
      presign: signedBy('/signed/5/logo.png'),
      fetch: fetchSpy,
    });
    await uploader.upload(pngFile(), { kind: 'logo', company_po_id: 5 });
    expect(fetchSpy).toHaveBeenCalledWith(
      `${server.origin}/signed/5/logo.png`,
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('rejects a presign answer without a signed URL', async () => {
    const fakeFetch = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ok: true })));
    const presign = presignViaApi({ baseURL: 'http://api.test', fetch: fakeFetch });
    await expect(presign({ kind: 'banner', company_po_id: 1 }, 'image/webp')).rejects.toMatchObject(
      {
        kind: 'rejected',
      },
    );
  });
});
