// @ts-check
/**
 * Where uploaded images live: a folder on disk (default), S3-compatible object storage when
 * `S3_ENDPOINT` and `S3_BUCKET` are set, or memory (tests without a data folder).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * @typedef {object} ObjectStorage
 * @property {'disk' | 's3' | 'memory'} kind
 * @property {(key: string, body: Buffer, contentType: string) => Promise<void>} put
 * @property {(key: string) => Promise<Buffer | null>} get the bytes, or null when absent
 * @property {() => Promise<void>} close
 */

/** @returns {ObjectStorage} */
export function memoryStorage() {
  /** @type {Map<string, Buffer>} */
  const objects = new Map();
  return {
    kind: 'memory',
    async put(key, body) {
      objects.set(key, Buffer.from(body));
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async close() {},
  };
}

/**
 * Files under `root`, written to a temporary name and renamed so a stop never leaves half a file.
 * @param {string} root
 * @returns {ObjectStorage}
 */
export function diskStorage(root) {
  const resolve = (/** @type {string} */ key) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad object key ${key}`);
    return file;
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.part`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
        throw error;
      }
    },
    async close() {},
  };
}

/**
 * @typedef {object} S3Options
 * @property {string} endpoint
 * @property {string} bucket
 * @property {string} [region] default `auto`
 * @property {string} [accessKeyId] default: the AWS SDK's credential chain
 * @property {string} [secretAccessKey]
 * @property {boolean} [forcePathStyle] default true (MinIO, s3rver, R2)
 */

/**
 * @param {S3Options} options
 * @returns {Promise<ObjectStorage>}
 */
export async function s3Storage(options) {
  const { S3Client, PutObjectCommand, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'auto',
    forcePathStyle: options.forcePathStyle ?? true,
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Plain PUTs: some S3-compatible servers store streamed, checksummed bodies with chunk framing.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        const name = /** @type {{ name?: string }} */ (error).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}

/**
 * The storage the environment asks for.
 * @param {Record<string, string | undefined>} env
 * @param {string | undefined} dataDir
 * @returns {Promise<ObjectStorage>}
 */
export async function storageFromEnv(env, dataDir) {
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      ...(env.S3_REGION ? { region: env.S3_REGION } : {}),
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    });
  }
  return dataDir ? diskStorage(path.join(dataDir, 'uploads')) : memoryStorage();
}
