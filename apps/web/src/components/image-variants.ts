/**
 * Responsive images (issue 9). The API stores each uploaded image as `/uploads/…/<uuid>.webp`
 * and writes smaller copies beside it, `<uuid>-<width>w.webp` (apps/api/src/infra/images.ts,
 * `VARIANT_WIDTHS`), so the page derives a `srcset` from the one URL the API answers. Other URLs
 * (the demo's SVG drawings, which scale by themselves) get no `srcset`.
 */
export type ImageKind = 'wide' | 'logo';

/** Same widths as the API's `VARIANT_WIDTHS`; the last is the stored image itself. */
const WIDTHS: Record<ImageKind, number[]> = { wide: [480, 960, 1600], logo: [128, 256, 512] };

export function srcSetFor(url: string | null | undefined, kind: ImageKind): string | undefined {
  const m = url ? /^(\/uploads\/(?!demo\/).+)\.webp$/.exec(url) : null;
  if (!m || !url) return undefined;
  const widths = WIDTHS[kind];
  return widths.map((w, i) => `${i === widths.length - 1 ? url : `${m[1]}-${w}w.webp`} ${w}w`).join(', ');
}
