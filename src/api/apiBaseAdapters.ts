import { deferUploader } from './defer';
import { createHttpApi } from './http/createHttpApi';

/**
 * The HTTP adapter and the presigned uploader the provider makes for `apiBase`: a chunk of their
 * own, fetched with the first call, so a provider given its own adapters never loads them. The
 * uploader's code is a chunk of its own again: a sign-in uploads nothing.
 */
export function adaptersFor(baseURL: string, getAccessToken: () => Promise<string | null>) {
  return {
    api: createHttpApi({ baseURL, getAccessToken }),
    uploader: deferUploader(() =>
      import('./upload/presigned').then((m) =>
        m.createPresignedUploader({ presign: m.presignViaApi({ baseURL, getAccessToken }) }),
      ),
    ),
  };
}
