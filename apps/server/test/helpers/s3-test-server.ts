import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// The package ships no types; it is a CommonJS class.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

/** s3rver's fixed credentials: it checks request signatures against them like S3 does. */
export const S3_TEST_CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A local S3-compatible server (s3rver, files in a temp directory) with one bucket, and the environment a
 * shop process needs to keep its pictures there.
 */
export async function startS3TestServer(bucket = 'shop-images') {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'shop-s3-')),
    configureBuckets: [{ name: bucket }],
    vhostBuckets: false,
  });
  const { port } = await server.run();
  const env = {
    IMAGE_STORE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'on',
    ...S3_TEST_CREDENTIALS,
  };
  return { env, close: () => server.close() };
}
