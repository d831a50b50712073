/**
 * Image uploads (DESIGN.md "Images"): data URLs, at most 5 MB, must decode as an
 * image; re-encoded (metadata stripped), cropped to shape, stored under /uploads.
 * Decoding is bounded (issue 8): at most `MAX_INPUT_PIXELS` per image, `DECODE_TIMEOUT_S`
 * per image, and `DECODE_CONCURRENCY` images at once in the whole process (others wait).
 * Responsive copies (issue 9): beside `<uuid>.webp`, smaller `<uuid>-<width>w.webp` files for
 * `srcset` (`VARIANT_WIDTHS`); the web derives their URLs from the stored one, so the API
 * contract keeps one URL per image. In the app the copies are made by a job after the save answers
 * (issue 22, "Slow moments"); until they exist a copy's URL redirects to the image (app.ts).
 */
import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, MSG } from '@cimenta/shared';
import pLimit from 'p-limit';
import { badRequest } from '../lib/errors';
import { type ObjectStorage, safeKey } from './storage';

/** 40 megapixels: a 48 MP phone photo is refused, a 7000 × 5000 one is not. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const DECODE_TIMEOUT_S = 20;
/** Images decoded at the same time; with one libvips thread each this keeps memory near 2 × ~20 MB. */
export const DECODE_CONCURRENCY = 2;

let loaded: Promise<typeof import('sharp').default> | undefined;
/**
 * sharp (libvips), loaded with the first image: a process that decodes none (most test files, a
 * worker that serves reads) does not pay for loading it. One libvips worker thread per image and
 * no operation cache: memory grows with the queue's width only, not with the machine's cores or
 * past images.
 */
function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export type ImageShape = 'square' | 'wide' | 'photo';
const SHAPES: Record<ImageShape, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  square: { width: 512, height: 512, fit: 'cover' },
  wide: { width: 1600, height: 500, fit: 'cover' },
  photo: { width: 1600, height: 1200, fit: 'inside' },
};

/**
 * Widths of the smaller copies per shape (the stored image is the largest): cards and phones
 * take 480, tablets and 2× phones 960; logos are shown at 44–112 px, so 128 and 256.
 * apps/web/src/components/image-variants.ts derives the same names.
 */
export const VARIANT_WIDTHS: Record<ImageShape, number[]> = { square: [128, 256], wide: [480, 960], photo: [480, 960] };
const variantName = (name: string, width: number) => name.replace(/\.webp$/, `-${width}w.webp`);

export type StoredImage = { url: string; mimetype: string; extension: string };

export function decodeDataUrl(content: string): Buffer {
  const m = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w-]+)*;base64,(.*)$/s.exec(content.trim());
  const b64 = m ? m[3] : /^[A-Za-z0-9+/=\s]+$/.test(content) ? content : null;
  if (b64 === null) throw badRequest([{ field: 'Imagen', message: MSG.invalidImage }]);
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest([{ field: 'Imagen', message: MSG.imageTooBig }]);
  if (bytes.length === 0) throw badRequest([{ field: 'Imagen', message: MSG.invalidImage }]);
  return bytes;
}

/** The storage key of an `/uploads/…` URL (or one under `prefix`) this store wrote; null for demo and foreign URLs. */
export function keyOfUrl(url: string | null | undefined, prefix = '/uploads/'): string | null {
  if (!url?.startsWith(prefix) || url.startsWith('/uploads/demo/')) return null;
  return safeKey(url.slice(prefix.length));
}

/** What the variants job needs: the stored image's key and its shape. */
export type VariantsJob = { key: string; shape: ImageShape };

/** WebP effort on the request's path: 2 costs about a third of sharp's default 4 for a file a few % larger. */
const MAIN_EFFORT = 2;

export type ImageStoreOptions = {
  concurrency?: number;
  /**
   * Queues the responsive copies of a stored image (the app: a job, `image-variants`), so a save
   * answers once the image itself is written. Without it the copies are written before `save`
   * answers (scripts, the seed).
   */
  queueVariants?: (job: VariantsJob) => Promise<unknown>;
  /**
   * A store of private images (the photos of a quote request): no smaller copies, and `save`
   * answers `<prefix><key>` instead of a public `/uploads/<key>` (modules/quotes/photos.ts).
   */
  privatePrefix?: string;
};

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}

export function createImageStore(storage: ObjectStorage, opts: ImageStoreOptions = {}) {
  const limit = pLimit(opts.concurrency ?? DECODE_CONCURRENCY);

  /** The copies of one stored image, from one decode of it (`clone()` per width). */
  async function encodeVariants(full: Buffer, shape: ImageShape): Promise<[number, Buffer][]> {
    return limit(async () => {
      const sharp = await loadSharp();
      const base = sharp(full).timeout({ seconds: DECODE_TIMEOUT_S });
      return Promise.all(
        VARIANT_WIDTHS[shape].map(
          async (w): Promise<[number, Buffer]> => [
            w,
            await base.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80, effort: MAIN_EFFORT }).toBuffer(),
          ],
        ),
      );
    });
  }

  /** Writes the copies; one that fails takes back those written before it (no orphans). */
  async function writeVariants(key: string, variants: [number, Buffer][]) {
    const written: string[] = [];
    try {
      for (const [w, buf] of variants) {
        written.push(variantName(key, w));
        await storage.put(variantName(key, w), buf, 'image/webp');
      }
    } catch (e) {
      await storage.remove(written).catch(() => {});
      throw e;
    }
    return written;
  }

  return {
    /** Images being decoded now and waiting for their turn. */
    get decoding() {
      return { active: limit.activeCount, queued: limit.pendingCount };
    },
    /**
     * Validates, re-encodes to WebP (metadata stripped, one decode with shrink-on-load) and writes
     * the image; answers its public URL. Its copies are queued (`queueVariants`) or written first.
     */
    async save(content: string, shape: ImageShape, folder: string): Promise<StoredImage> {
      const bytes = decodeDataUrl(content);
      const s = SHAPES[shape];
      let out: Buffer;
      try {
        const sharp = await loadSharp();
        out = await limit(() =>
          sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
            .timeout({ seconds: DECODE_TIMEOUT_S })
            .rotate()
            .resize({ width: s.width, height: s.height, fit: s.fit, withoutEnlargement: s.fit === 'inside' })
            .webp({ quality: 82, effort: MAIN_EFFORT })
            .toBuffer(),
        );
      } catch {
        throw badRequest([{ field: 'Imagen', message: MSG.invalidImage }]);
      }
      const key = `${folder}/${randomUUID()}.webp`;
      if (opts.privatePrefix) {
        await storage.put(key, out, 'image/webp');
        return { url: `${opts.privatePrefix}${key}`, mimetype: 'image/webp', extension: 'webp' };
      }
      if (opts.queueVariants) {
        await storage.put(key, out, 'image/webp');
        try {
          await opts.queueVariants({ key, shape });
        } catch (e) {
          await storage.remove([key]).catch(() => {});
          throw e;
        }
      } else {
        // Copies first: once the main file exists, every URL a page derives from it exists too.
        const written = await writeVariants(key, await encodeVariants(out, shape).catch(() => []));
        try {
          await storage.put(key, out, 'image/webp');
        } catch (e) {
          await storage.remove(written).catch(() => {});
          throw e;
        }
      }
      return { url: `/uploads/${key}`, mimetype: 'image/webp', extension: 'webp' };
    },
    /**
     * The `image-variants` job: writes the copies of a stored image. An image removed before or
     * while the job ran leaves no copies behind; a failure leaves none either (the job is retried).
     */
    async writeVariantsOf({ key, shape }: VariantsJob): Promise<'written' | 'gone'> {
      const object = await storage.get(key);
      if (!object) return 'gone';
      const full = await readAll(object.body);
      const written = await writeVariants(key, await encodeVariants(full, shape));
      // Deleted while the copies were made (a save that failed after it, a project removed):
      // the copies go too.
      if (!(await storage.exists(key))) {
        await storage.remove(written);
        return 'gone';
      }
      return 'written';
    },
    /** Removes an image this store wrote, with its copies; demo and foreign URLs are left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      const key = keyOfUrl(url, opts.privatePrefix);
      if (!key) return;
      const keys = [key];
      if (key.endsWith('.webp')) for (const w of new Set(Object.values(VARIANT_WIDTHS).flat())) keys.push(variantName(key, w));
      await storage.remove(keys);
    },
    /** Removes everything stored under a folder (a deleted company's `companies/<id>`). */
    removeFolder: (folder: string) => storage.removePrefix(`${folder.replace(/\/+$/, '')}/`),
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;
