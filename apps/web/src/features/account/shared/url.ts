/** Links typed without a scheme are shown (and saved) with https:// in front (SPEC.md §2). */
export function withHttps(url: string | null | undefined): string {
  const v = (url ?? '').trim();
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}
