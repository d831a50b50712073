/**
 * Uploads through the storage interface (issue 18): the same checks on the local folder and on a
 * real S3-compatible server (s3rver) started here; then the app on the bucket: images written,
 * served, removed with their company, and nothing left behind by a save that fails half-way.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage, type ObjectStorage, type S3Options, s3Storage } from '../src/infra/storage';
import { companyPayload, createTestApp, pngDataUrl, registerUser, type TestApp } from './helper';
import { startS3 } from './s3';

let s3: Awaited<ReturnType<typeof startS3>>;
const dir = mkdtempSync(join(tmpdir(), 'cimenta-storage-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function keysIn(o: S3Options, prefix: string) {
  const client = new S3Client({
    endpoint: o.url,
    region: o.region,
    forcePathStyle: true,
    credentials: { accessKeyId: o.accessKeyId ?? '', secretAccessKey: o.secretAccessKey ?? '' },
  });
  const r = await client.send(new ListObjectsV2Command({ Bucket: o.bucket, Prefix: prefix }));
  client.destroy();
  return (r.Contents ?? []).map((c) => c.Key).sort();
}

describe.each([
  ['local folder', () => localStorage(dir)],
  ['S3-compatible', () => s3Storage(s3.options)],
])('storage driver: %s', (_name, make: () => ObjectStorage) => {
  it('puts, reads, removes keys and whole folders; a missing key is null, never an error', async () => {
    const storage = make();
    await storage.put('companies/a/1.webp', Buffer.from('uno'), 'image/webp');
    await storage.put('companies/a/projects/2.webp', Buffer.from('dos'), 'image/webp');
    await storage.put('companies/b/3.webp', Buffer.from('tres'), 'image/webp');
    expect(await storage.exists('companies/a/1.webp')).toBe(true);
    const got = await storage.get('companies/a/1.webp');
    expect(got && (await text(got.body))).toBe('uno');
    expect(await storage.get('companies/a/nada.webp')).toBeNull();
    expect(await storage.exists('companies/a/nada.webp')).toBe(false);

    await storage.remove(['companies/a/1.webp', 'companies/a/nada.webp']);
    expect(await storage.exists('companies/a/1.webp')).toBe(false);
    await storage.removePrefix('companies/a/');
    expect(await storage.exists('companies/a/projects/2.webp')).toBe(false);
    expect(await storage.exists('companies/b/3.webp')).toBe(true);
    storage.close();
  });
});

describe('the app on an S3-compatible bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ storage: s3Storage(s3.options), demo: 3 });
  });
  afterAll(() => t?.close());

  it('the demo images are seeded into the bucket, not a local folder, and served from it (any instance of a fleet)', async () => {
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=3' })).json() as { items: { id: string }[] };
    expect(items).toHaveLength(3);
    const keys = await keysIn(s3.options, 'demo/');
    for (const { id } of items) expect(keys).toContain(`demo/logos/${id}.svg`);
    const d = (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${items[0]?.id}` })).json() as { images: { url: string }[] };
    const urls = d.images.map((i) => i.url).filter((u) => u.startsWith('/uploads/demo/'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(keys).toContain(url.slice('/uploads/'.length));
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/svg+xml');
      expect(r.body).toMatch(/^<svg/);
    }
    expect(existsSync(join(t.dataDir, 'uploads', 'demo'))).toBe(false);
  });

  it('stores an upload and its copies in the bucket, serves it, and deletes every object with the company', async () => {
    const u = await registerUser(t.app);
    const body = companyPayload({ images: [{ type: 'Photo', content: await pngDataUrl(800, 300) }] });
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: body });
    expect(r.statusCode).toBe(200);
    const d = (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${body.id}` })).json();
    const url = (d.images as { type: string; url: string }[]).find((i) => i.type === 'Photo')?.url ?? '';
    expect(url).toMatch(/^\/uploads\/companies\/[\w-]+\/[\w-]+\.webp$/);
    const name = url.slice(url.lastIndexOf('/') + 1, -'.webp'.length);
    // The copies are made by a job after the save answered.
    expect(await keysIn(s3.options, `companies/${body.id}/`)).toEqual([`companies/${body.id}/${name}.webp`]);
    await t.drain();
    expect(await keysIn(s3.options, `companies/${body.id}/`)).toEqual(
      [`${name}-480w.webp`, `${name}-960w.webp`, `${name}.webp`].map((f) => `companies/${body.id}/${f}`).sort(),
    );

    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(img.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject({ method: 'GET', url: url.replace(name, 'no-existe') })).statusCode).toBe(404);

    const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/company', headers: u.headers });
    expect(del.statusCode).toBe(200);
    expect(await keysIn(s3.options, `companies/${body.id}/`)).toEqual([]);
  });

  it('a save whose write fails leaves no object behind and fails without a 200; a copies job that fails half-way takes its copies back', async () => {
    const real = s3Storage(s3.options);
    let puts = 0;
    let refuse = 1;
    // The bucket is real; one write is refused as a full disk would refuse it: first the image
    // itself (the save), then the second copy (the job).
    const failing: ObjectStorage = {
      ...real,
      async put(key, body, type) {
        if (++puts === refuse) throw new Error('sin espacio');
        await real.put(key, body, type);
      },
    };
    const f = await createTestApp({ storage: failing });
    try {
      const u = await registerUser(f.app);
      const body = companyPayload({ images: [{ type: 'Photo', content: await pngDataUrl(800, 300) }] });
      const r = await f.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: body });
      expect(r.statusCode).toBe(500);
      expect(await keysIn(s3.options, `companies/${body.id}/`)).toEqual([]);

      puts = 0;
      refuse = 3;
      const again = companyPayload({ images: [{ type: 'Photo', content: await pngDataUrl(800, 300) }] });
      const ok = await f.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: again });
      expect(ok.statusCode).toBe(200);
      const d = (await f.app.inject({ method: 'GET', url: `/api/v1/companies/${again.id}` })).json();
      const url = (d.images as { type: string; url: string }[]).find((i) => i.type === 'Photo')?.url ?? '';
      await f.drain();
      // The first copy was written, the second refused: the job took the first back and waits to be retried.
      expect(puts).toBe(3);
      expect(await keysIn(s3.options, `companies/${again.id}/`)).toEqual([url.slice('/uploads/'.length)]);
      // Meanwhile a copy's URL is the image.
      const copy = await f.app.inject({ url: url.replace(/\.webp$/, '-480w.webp') });
      expect([copy.statusCode, copy.headers.location]).toEqual([302, url]);
    } finally {
      await f.close();
    }
  }, 180_000);

  it('with a public base URL (a CDN), /uploads/* redirects there for a year', async () => {
    const c = await createTestApp({
      storage: s3Storage(s3.options),
      configure: (c) => {
        c.uploadsPublicUrl = 'https://cdn.example.es/img';
      },
    });
    try {
      const r = await c.app.inject({ method: 'GET', url: '/uploads/companies/x/y.webp' });
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe('https://cdn.example.es/img/companies/x/y.webp');
      expect((await c.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc/passwd' })).statusCode).toBe(404);
    } finally {
      await c.close();
    }
  }, 180_000);
});
