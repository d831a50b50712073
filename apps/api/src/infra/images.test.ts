/** Image decoding bounded per image and across parallel uploads (issue 8). */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from '../../test/helper';
import sharp from 'sharp';
import { createImageStore, DECODE_CONCURRENCY, VARIANT_WIDTHS } from './images';
import { localStorage } from './storage';

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
});
