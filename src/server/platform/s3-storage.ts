// Uploads kept in an S3-compatible bucket (AWS S3, MinIO, R2, ...) when S3_BUCKET is set. URLs stay
// `/uploads/<key>` whatever the backend: the app responds to them with a redirect to the bucket's public address,
// so stored profile and listing URLs never change when a deployment moves its files.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Storage, StoredFile } from './storage.ts';

export type S3Options = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch objects from (a CDN or the bucket's public address). */
  publicUrl: string;
};

const contentTypes: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

export function createS3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const objectUrl = (key: string) => `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${key}`;
  const publicPath = '/uploads';

  const publicBase = options.publicUrl.replace(/\/$/, '');
  return {
    publicPath,
    serve: { kind: 'redirect', urlOf: (key) => `${publicBase}/${key}`, origin: new URL(publicBase).origin },
    put: async (bytes, { extension }): Promise<StoredFile> => {
      const ext = extension.replace(/^\./, '');
      const hash = createHash('sha256').update(bytes).digest('hex');
      const key = `${hash.slice(0, 2)}/${hash}.${ext}`;
      // Content-addressed: an object that exists already holds these exact bytes.
      const head = await client.fetch(objectUrl(key), { method: 'HEAD' });
      if (!head.ok) {
        const res = await client.fetch(objectUrl(key), {
          method: 'PUT',
          body: new Uint8Array(bytes),
          headers: {
            'content-type': contentTypes[ext] ?? 'application/octet-stream',
            'cache-control': 'public, max-age=31536000, immutable',
          },
        });
        if (!res.ok) throw new Error(`S3 upload failed: ${res.status} ${await res.text()}`);
      }
      return { key, url: `${publicPath}/${key}` };
    },
  };
}
