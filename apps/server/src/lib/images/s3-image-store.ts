import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadS3Sdk } from '../heavy-modules';
import type { ImageStore } from './product-images';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Files kept under keys that mirror the /uploads/ paths (`products/<uuid>.webp`, `.cache/w400/...`). */
export interface ImageBlobs {
  stat(key: string): Promise<{ modifiedMs: number; bytes: number } | null>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** An S3-compatible bucket (AWS S3, MinIO, R2, Spaces...) through the AWS SDK (docs/decisions/072-images-on-s3.md). */
export function createS3Blobs(settings: S3Settings): ImageBlobs {
  // The SDK loads with the first request to the bucket, not at start (docs/decisions/083-idle-memory.md).
  let client: Promise<{ sdk: Awaited<ReturnType<typeof loadS3Sdk>>; s3: S3Client }> | undefined;
  const connect = () =>
    (client ??= loadS3Sdk().then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = settings.bucket;
  return {
    async stat(Key) {
      try {
        const { sdk, s3 } = await connect();
        const head = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return { modifiedMs: head.LastModified?.getTime() ?? 0, bytes: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(Key) {
      try {
        const { sdk, s3 } = await connect();
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async write(Key, Body, ContentType) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    async remove(Key) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}

/** The product image store on a bucket: the same public paths as on disk, so stored product rows do not change. */
export function createBlobImageStore(blobs: ImageBlobs): ImageStore {
  return {
    async saveProductImage(webp) {
      const name = `${randomUUID()}.webp`;
      await blobs.write(`products/${name}`, webp, 'image/webp');
      return `/uploads/products/${name}`;
    },
    async remove(publicPath) {
      const key = productKey(publicPath);
      if (key) await blobs.remove(key);
    },
    async read(publicPath) {
      const key = productKey(publicPath);
      return key ? blobs.read(key) : null;
    },
  };
}

/** The bucket key of a product picture's public path, or null for anything outside `products/`. */
function productKey(publicPath: string): string | null {
  if (!publicPath.startsWith('/uploads/products/')) return null;
  const key = publicPath.slice('/uploads/'.length);
  return key.split('/').some((s) => s === '..' || s === '') ? null : key;
}
