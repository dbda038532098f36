import { createHttpApi } from './http/createHttpApi';
import { createPresignedUploader, presignViaApi } from './upload/presigned';

/**
 * The HTTP adapter and the presigned uploader the provider makes for `apiBase`: a chunk of their
 * own, fetched with the first call, so a provider given its own adapters never loads them.
 */
export function adaptersFor(baseURL: string, getAccessToken: () => Promise<string | null>) {
  return {
    api: createHttpApi({ baseURL, getAccessToken }),
    uploader: createPresignedUploader({ presign: presignViaApi({ baseURL, getAccessToken }) }),
  };
}
