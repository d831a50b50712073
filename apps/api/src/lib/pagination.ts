import type { Page } from '@cimenta/shared';

export function pageWindow(page: number | undefined, perPage: number | undefined, def: number, max: number) {
  const size = Math.min(Math.max(perPage ?? def, 1), max);
  const p = Math.max(page ?? 1, 1);
  return { page: p, perPage: size, offset: (p - 1) * size };
}

export function toPage<T>(items: T[], total: number, page: number, perPage: number): Page<T> {
  return { items, page, pages: Math.max(1, Math.ceil(total / perPage)), total };
}

/** Pages an in-memory list (small catalogues). */
export function pageOf<T>(all: T[], page: number, perPage: number): Page<T> {
  return toPage(all.slice((page - 1) * perPage, page * perPage), all.length, page, perPage);
}
