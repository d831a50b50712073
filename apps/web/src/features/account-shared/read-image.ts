import { IMAGE_MAX_BYTES } from '@cimenta/shared';

export type ImagePayload = { content: string; mimetype: string; extension: string };

export class ImageTooBigError extends Error {}

/** The API takes images as data URLs; the 5 MB check runs here first so nothing big is uploaded. */
export function readImage(file: File): Promise<ImagePayload> {
  if (file.size > IMAGE_MAX_BYTES) return Promise.reject(new ImageTooBigError());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({
        content: String(reader.result),
        mimetype: file.type || 'image/jpeg',
        extension: (file.name.split('.').pop() ?? 'jpg').toLowerCase(),
      });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
