/**
 * Where uploaded files live, behind one interface with two drivers (DESIGN.md "Fleet parts"):
 * a local folder (DATA_DIR/uploads, the default) and an S3-compatible bucket (S3_URL), so that
 * every instance of a fleet reads what any of them wrote. Keys are the path under `/uploads/`
 * (`companies/<id>/<uuid>.webp`); the database keeps `/uploads/<key>`, whatever the driver.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

export type StoredObject = { body: Readable; contentType?: string; length?: number };

export type ObjectStorage = {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes these keys; missing ones are no error. */
  remove(keys: string[]): Promise<void>;
  /** Removes every key under a folder (`companies/<id>/`, ending in `/`). */
  removePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  get(key: string): Promise<StoredObject | null>;
  close(): void;
};

/** A key read from a URL or a request: relative, normalised, never climbing out of the store. */
export function safeKey(key: string): string | null {
  if (!key || key.includes('\0')) return null;
  const k = normalize(key).replace(/^\/+/, '');
  return k.startsWith('..') || k.includes('/../') || k === '.' ? null : k;
}

export function localStorage(root: string): ObjectStorage {
  const path = (key: string) => {
    const k = safeKey(key);
    if (!k) throw new Error(`clave no válida: ${key}`);
    return join(root, k);
  };
  return {
    kind: 'local',
    async put(key, body) {
      await mkdir(dirname(path(key)), { recursive: true });
      await writeFile(path(key), body);
    },
    async remove(keys) {
      for (const key of keys) await rm(path(key), { force: true });
    },
    async removePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`removePrefix: una carpeta, acabada en /: ${prefix}`);
      await rm(path(prefix), { recursive: true, force: true });
    },
    async exists(key) {
      return (await stat(path(key)).catch(() => null))?.isFile() ?? false;
    },
    async get(key) {
      const s = await stat(path(key)).catch(() => null);
      return s?.isFile() ? { body: createReadStream(path(key)), length: s.size } : null;
    },
    close() {},
  };
}

export type S3Options = {
  url: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host:port/bucket/key` (MinIO, s3rver, most self-hosted stores) rather than `bucket.host`. */
  forcePathStyle: boolean;
  /** A bucket of private documents: its objects are never cached by a browser or a proxy. */
  private?: boolean;
};

export function s3Storage(o: S3Options): ObjectStorage {
  // The SDK (~0.25 s to load) comes with the first use of the bucket, not with the app: a process
  // with local files (the default, every test file) never loads it.
  const ready = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      endpoint: o.url,
      region: o.region,
      forcePathStyle: o.forcePathStyle,
      ...(o.accessKeyId && o.secretAccessKey ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } } : {}),
      // A store that does not answer fails the request instead of holding it.
      requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
    }),
  }));
  const Bucket = o.bucket;
  async function removeKeys(keys: string[]) {
    const { sdk, client } = await ready;
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      if (Objects.length) await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    }
  }
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await ready;
      // Names are random and never rewritten: caches may keep them for a year.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: o.private ? 'private, no-store' : 'public, max-age=31536000, immutable',
        }),
      );
    },
    remove: removeKeys,
    async removePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`removePrefix: una carpeta, acabada en /: ${prefix}`);
      const { sdk, client } = await ready;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        await removeKeys((page.Contents ?? []).flatMap((c) => (c.Key ? [c.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async exists(key) {
      const { sdk, client } = await ready;
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (e) {
        if (
          e instanceof sdk.NotFound ||
          e instanceof sdk.NoSuchKey ||
          (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return false;
        throw e;
      }
    },
    async get(key) {
      const { sdk, client } = await ready;
      try {
        const r = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return { body: r.Body as Readable, contentType: r.ContentType, length: r.ContentLength };
      } catch (e) {
        if (e instanceof sdk.NoSuchKey || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw e;
      }
    },
    close: () => void ready.then(({ client }) => client.destroy()),
  };
}

/** The configured storage of uploads (and of the demo images the seed writes): the bucket, or the local folder. */
export const openStorage = (config: { s3?: S3Options; uploadsDir: string }): ObjectStorage =>
  config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir);

/**
 * The storage of private documents (credentials, issue 19): a bucket of its own with S3, or
 * DATA_DIR/private, which no route serves; only the credentials module reads it, after checking
 * who asks.
 */
export const openPrivateStorage = (config: { s3?: S3Options & { privateBucket: string }; privateDir: string }): ObjectStorage =>
  config.s3 ? s3Storage({ ...config.s3, bucket: config.s3.privateBucket, private: true }) : localStorage(config.privateDir);
