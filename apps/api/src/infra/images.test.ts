/** Image decoding bounded per image and across parallel uploads (issue 8). */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from '../../test/helper';
import sharp from 'sharp';
import { createImageStore, DECODE_CONCURRENCY, VARIANT_WIDTHS, type VariantsJob } from './images';
import { localStorage, type ObjectStorage } from './storage';

const dir = mkdtempSync(join(tmpdir(), 'cimenta-img-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('image decoding', () => {
  it(`decodes at most ${DECODE_CONCURRENCY} images at once; the others wait their turn`, async () => {
    const store = createImageStore(localStorage(dir));
    const png = await pngDataUrl(1200, 900);
    let maxActive = 0;
    let sawQueue = false;
    const saves = Array.from({ length: 8 }, () => store.save(png, 'photo', 'x'));
    const all = Promise.all(saves);
    let done = false;
    void all.finally(() => {
      done = true;
    });
    while (!done) {
      maxActive = Math.max(maxActive, store.decoding.active);
      sawQueue ||= store.decoding.queued > 0;
      await new Promise((r) => setImmediate(r));
    }
    expect((await all).every((s) => s.url.endsWith('.webp'))).toBe(true);
    expect(maxActive).toBeLessThanOrEqual(DECODE_CONCURRENCY);
    expect(sawQueue).toBe(true);
  });

  it('refuses a decompression bomb (a tiny PNG of 50 megapixels) as no valid image', async () => {
    const store = createImageStore(localStorage(dir));
    const bomb = await pngDataUrl(10_000, 5_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(store.save(bomb, 'photo', 'x')).rejects.toMatchObject({ status: 400 });
  });

  it('writes the responsive copies beside the image, named as the web derives them, and removes them with it', async () => {
    const store = createImageStore(localStorage(dir));
    const { url } = await store.save(await pngDataUrl(2000, 1000), 'wide', 'responsive');
    const file = (u: string) => join(dir, u.slice('/uploads/'.length));
    expect((await sharp(file(url)).metadata()).width).toBe(1600);
    for (const w of VARIANT_WIDTHS.wide) {
      const meta = await sharp(file(url.replace(/\.webp$/, `-${w}w.webp`))).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', w]);
    }
    const logo = await store.save(await pngDataUrl(600, 600), 'square', 'responsive');
    expect((await sharp(file(logo.url.replace(/\.webp$/, '-128w.webp'))).metadata()).width).toBe(128);

    await store.remove(url);
    expect(existsSync(file(url))).toBe(false);
    for (const w of VARIANT_WIDTHS.wide) expect(existsSync(file(url.replace(/\.webp$/, `-${w}w.webp`)))).toBe(false);
  });

  it('with a queue, a save answers once the image is written; the copies come from the queued job, from the stored image', async () => {
    const queued: VariantsJob[] = [];
    const store = createImageStore(localStorage(dir), { queueVariants: async (job) => void queued.push(job) });
    const { url } = await store.save(await pngDataUrl(2000, 1500), 'photo', 'queued');
    const file = (k: string) => join(dir, k);
    const key = url.slice('/uploads/'.length);
    // The answer did not wait for the copies: only the image exists, and one job names it.
    expect(queued).toEqual([{ key, shape: 'photo' }]);
    expect((await sharp(file(key)).metadata()).width).toBe(1600);
    for (const w of VARIANT_WIDTHS.photo) expect(existsSync(file(key.replace(/\.webp$/, `-${w}w.webp`)))).toBe(false);

    expect(await store.writeVariantsOf({ key, shape: 'photo' })).toBe('written');
    for (const w of VARIANT_WIDTHS.photo) {
      const meta = await sharp(file(key.replace(/\.webp$/, `-${w}w.webp`))).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', w]);
    }
  });

  it('a copies job that fails half-way, or whose image is gone, leaves no copy behind', async () => {
    const local = localStorage(dir);
    let refuse = false;
    const failing: ObjectStorage = {
      ...local,
      async put(key, body, type) {
        // The second copy is refused (a full disk); the image itself and the first copy are written.
        if (refuse && key.endsWith('-960w.webp')) throw new Error('sin espacio');
        await local.put(key, body, type);
      },
    };
    const queued: VariantsJob[] = [];
    const store = createImageStore(failing, { queueVariants: async (job) => void queued.push(job) });
    const { url } = await store.save(await pngDataUrl(1200, 900), 'photo', 'failing');
    const key = url.slice('/uploads/'.length);
    const copies = VARIANT_WIDTHS.photo.map((w) => join(dir, key.replace(/\.webp$/, `-${w}w.webp`)));
    refuse = true;
    await expect(store.writeVariantsOf({ key, shape: 'photo' })).rejects.toThrow('sin espacio');
    expect(copies.map((c) => existsSync(c))).toEqual([false, false]);
    expect(existsSync(join(dir, key))).toBe(true);

    // Removed before its job ran (a project deleted at once): the job writes nothing.
    refuse = false;
    await store.remove(url);
    expect(await store.writeVariantsOf({ key, shape: 'photo' })).toBe('gone');
    expect(copies.map((c) => existsSync(c))).toEqual([false, false]);
  });

  it('a queue that refuses the job takes the stored image back', async () => {
    const store = createImageStore(localStorage(dir), {
      queueVariants: async () => {
        throw new Error('sin base de datos');
      },
    });
    await expect(store.save(await pngDataUrl(300, 200), 'photo', 'refused')).rejects.toThrow('sin base de datos');
    expect(existsSync(join(dir, 'refused')) ? readdirSync(join(dir, 'refused')) : []).toEqual([]);
  });
});
