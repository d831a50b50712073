/**
 * Image uploads (DESIGN.md "Images"): data URLs, at most 5 MB, must decode as an
 * image; re-encoded (metadata stripped), cropped to shape, stored under /uploads.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { IMAGE_MAX_BYTES, MSG } from '@cimenta/shared';
import sharp from 'sharp';
import { badRequest } from '../lib/errors';

export type ImageShape = 'square' | 'wide' | 'photo';
const SHAPES: Record<ImageShape, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  square: { width: 512, height: 512, fit: 'cover' },
  wide: { width: 1600, height: 500, fit: 'cover' },
  photo: { width: 1600, height: 1200, fit: 'inside' },
};

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

export function createImageStore(uploadsDir: string) {
  return {
    /** Validates, re-encodes to WebP and writes the image; answers its public URL. */
    async save(content: string, shape: ImageShape, folder: string): Promise<StoredImage> {
      const bytes = decodeDataUrl(content);
      const s = SHAPES[shape];
      let out: Buffer;
      try {
        out = await sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize({ width: s.width, height: s.height, fit: s.fit, withoutEnlargement: s.fit === 'inside' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw badRequest([{ field: 'Imagen', message: MSG.invalidImage }]);
      }
      const dir = join(uploadsDir, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), out);
      return { url: `/uploads/${folder}/${name}`, mimetype: 'image/webp', extension: 'webp' };
    },
    /** Removes a file this store wrote; demo and foreign URLs are left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      if (!url?.startsWith('/uploads/') || url.startsWith('/uploads/demo/')) return;
      const rel = normalize(url.slice('/uploads/'.length));
      if (rel.startsWith('..')) return;
      await rm(join(uploadsDir, rel), { force: true });
    },
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;
