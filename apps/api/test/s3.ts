/** A real S3-compatible server (s3rver, on a port from the OS, files in a temp folder) for one test file. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../src/infra/storage';

export async function startS3(): Promise<{ options: S3Options; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'cimenta-s3-'));
  const bucket = `cimenta-${randomBytes(3).toString('hex')}`;
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }, { name: `${bucket}-private` }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts these fixed credentials only.
    options: {
      url: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
