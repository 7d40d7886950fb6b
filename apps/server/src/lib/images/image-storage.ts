import type { Config } from '../../config/env';
import { createLocalImageStore, type ImageStore } from './product-images';
import { createBlobImageStore, createS3Blobs, type ImageBlobs } from './s3-image-store';

/** The configured bucket (IMAGE_STORE=s3), or null for pictures on local disk (the default). */
export function configuredImageBlobs(config: Config): ImageBlobs | null {
  if (config.IMAGE_STORE !== 's3' || !config.S3_BUCKET) return null;
  return createS3Blobs({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'on',
  });
}

/** Where uploaded product pictures are written: the bucket when configured, else DATA_DIR/uploads. */
export function configuredImageStore(config: Config): ImageStore {
  const blobs = configuredImageBlobs(config);
  return blobs ? createBlobImageStore(blobs) : createLocalImageStore(config.uploadsDir);
}
