/**
 * Where uploaded images live: a folder on disk (default), S3-compatible object storage when
 * `S3_ENDPOINT` and `S3_BUCKET` are set, or memory (tests without a data folder). With S3, the
 * stores' init files are objects too (`{label}.json` in `S3_INIT_BUCKET`), read through a
 * presigned GET valid an hour, as the product reads them (docs/api-contract.md, "The init file").
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** docs/behaviour.md, "Constants": the product's signed read links live 3600 seconds. */
export const INIT_LINK_SECONDS = 3600;

/** The init files' bucket: `{label}.json` written there and read through a signed link. */
export interface InitFiles {
  /** Writes `{label}.json` unless it already holds exactly `json`. */
  publish(label: string, json: string): Promise<void>;
  /** A presigned GET of `{label}.json`, valid `seconds`. */
  readUrl(label: string, seconds: number): Promise<string>;
}

export interface ObjectStorage {
  readonly kind: 'disk' | 's3' | 'memory';
  /** Set with S3 storage: the init files live in object storage (otherwise the API serves them). */
  readonly initFiles?: InitFiles;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when absent. */
  get(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export function memoryStorage(): ObjectStorage {
  const objects = new Map<string, Buffer>();
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

/** Files under `root`, written to a temporary name and renamed so a stop never leaves half a file. */
export function diskStorage(root: string): ObjectStorage {
  const resolve = (key: string) => {
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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async close() {},
  };
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  /** @default 'auto' */
  region?: string;
  /** Default: the AWS SDK's credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** @default true (MinIO, s3rver, R2) */
  forcePathStyle?: boolean;
  /** The bucket of the stores' init files. @default `bucket` */
  initBucket?: string;
}

export async function s3Storage(options: S3Options): Promise<ObjectStorage> {
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
  const initBucket = options.initBucket ?? options.bucket;
  const initKey = (label: string) => `${label}.json`;
  // What each label's file last received: the file is written again only when it changes.
  const published = new Map<string, string>();
  const initFiles: InitFiles = {
    async publish(label, json) {
      if (published.get(label) === json) return;
      await client.send(
        new PutObjectCommand({
          Bucket: initBucket,
          Key: initKey(label),
          Body: json,
          ContentType: 'application/json',
          ContentLength: Buffer.byteLength(json),
        }),
      );
      published.set(label, json);
    },
    async readUrl(label, seconds) {
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      return getSignedUrl(
        client,
        new GetObjectCommand({ Bucket: initBucket, Key: initKey(label) }),
        { expiresIn: seconds },
      );
    },
  };
  return {
    kind: 's3',
    initFiles,
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
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}

/** The storage the environment asks for. */
export async function storageFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string | undefined,
): Promise<ObjectStorage> {
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      ...(env.S3_REGION ? { region: env.S3_REGION } : {}),
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      ...(env.S3_INIT_BUCKET ? { initBucket: env.S3_INIT_BUCKET } : {}),
    });
  }
  return dataDir ? diskStorage(path.join(dataDir, 'uploads')) : memoryStorage();
}

/**
 * What the log says at start about running more than one server (README, "Scaling out"): on a
 * PostgreSQL that other servers may share (DATABASE_URL), uploads kept on this server's disk or in
 * its memory are not readable from the others; S3 is required then.
 */
export function scaleOutNotes(options: {
  databaseUrl: string | undefined;
  storage: ObjectStorage['kind'];
}): string[] {
  if (!options.databaseUrl || options.storage === 's3') return [];
  return [
    `DATABASE_URL is set but uploads go to this server's ${options.storage === 'disk' ? 'disk' : 'memory'}: ` +
      'with more than one server on this database, set S3_ENDPOINT and S3_BUCKET, or an image ' +
      'uploaded through one server is missing on the others.',
  ];
}
