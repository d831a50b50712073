import { describe, expect, it } from 'vitest';
import { srcSetFor } from './image-variants';

describe('srcSetFor', () => {
  it('derives the variants the API writes beside an uploaded WebP image', () => {
    expect(srcSetFor('/uploads/companies/c1/ab-12.webp', 'wide')).toBe(
      '/uploads/companies/c1/ab-12-480w.webp 480w, /uploads/companies/c1/ab-12-960w.webp 960w, /uploads/companies/c1/ab-12.webp 1600w',
    );
    expect(srcSetFor('/uploads/companies/c1/logo.webp', 'logo')).toBe(
      '/uploads/companies/c1/logo-128w.webp 128w, /uploads/companies/c1/logo-256w.webp 256w, /uploads/companies/c1/logo.webp 512w',
    );
  });
  it('leaves demo drawings, other formats and missing images alone', () => {
    expect(srcSetFor('/uploads/demo/picture-reformas-1.svg', 'wide')).toBeUndefined();
    expect(srcSetFor('/uploads/demo/x.webp', 'wide')).toBeUndefined();
    expect(srcSetFor('https://example.com/x.webp', 'wide')).toBeUndefined();
    expect(srcSetFor(null, 'logo')).toBeUndefined();
  });
});
