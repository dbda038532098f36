import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPresignedUploader,
  type PresignFunction,
} from '../../../../src/api/upload/presigned';
import { PNG_BYTES, pngFile } from './fixtures';
import { startUploadServer, type UploadTestServer } from './uploadServer';

// jsdom has XMLHttpRequest (with CORS): the uploader takes the XHR transport here.
const originalSend = XMLHttpRequest.prototype.send;
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
afterEach(() => {
  vi.restoreAllMocks();
});

function signedBy(path: string): PresignFunction {
  return async (target, mime) => ({
    url: `${server.origin}${path}`,
    method: 'PUT',
    headers: { 'Content-Type': mime, 'x-amz-acl': 'public-read' },
    key: `${target.company_po_id}/logo.png`,
    publicUrl: `${server.origin}/uploads/${target.company_po_id}/logo.png`,
  });
}

describe('createPresignedUploader (XMLHttpRequest transport)', () => {
  it('PUTs the bytes cross-origin with the signed headers and reports upload progress', async () => {
    expect(typeof XMLHttpRequest).toBe('function');
    const uploader = createPresignedUploader({ presign: signedBy('/signed/4/logo.png') });
    const progress: number[] = [];
    // The uploader listens to the XHR's own upload progress, which fires before the response.
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const uploadEvents: number[] = [];
    let listensToProgress = false;
    send.mockImplementation(function (this: XMLHttpRequest, body) {
      listensToProgress = typeof this.upload.onprogress === 'function';
      this.upload.addEventListener('progress', (event) => {
        uploadEvents.push(event.loaded / event.total);
      });
      originalSend.call(this, body);
    });

    const result = await uploader.upload(
      pngFile(),
      { kind: 'logo', company_po_id: 4 },
      { onProgress: (fraction) => progress.push(fraction) },
    );

    expect(result).toEqual({ key: '4/logo.png', url: `${server.origin}/uploads/4/logo.png` });
    // The preflight proves the browser transport (fetch in Node sends none).
    const preflight = server.requests.find((r) => r.method === 'OPTIONS');
    expect(preflight?.headers['access-control-request-method']).toBe('PUT');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.headers).toMatchObject({ 'content-type': 'image/png', 'x-amz-acl': 'public-read' });
    expect(Array.from(put?.body ?? [])).toEqual(Array.from(PNG_BYTES));
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(send).toHaveBeenCalledTimes(1);
    expect(listensToProgress).toBe(true);
    expect(uploadEvents.at(-1)).toBe(1);
  });

  it("rejects with the server's message on a non-2xx answer", async () => {
    const uploader = createPresignedUploader({ presign: signedBy('/refuse/4/logo.png') });
    await expect(
      uploader.upload(pngFile(), { kind: 'logo', company_po_id: 4 }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'rejected',
      status: 400,
      message: 'Only allowed PNG or JPG or WEBP',
    });
  });

  it('aborts the request when the signal fires', async () => {
    const uploader = createPresignedUploader({ presign: signedBy('/hold/4/logo.png') });
    const controller = new AbortController();
    const attempt = uploader.upload(
      pngFile(),
      { kind: 'logo', company_po_id: 4 },
      {
        signal: controller.signal,
      },
    );
    await server.arrived('/hold/4/logo.png');
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ kind: 'aborted' });
  });
});
