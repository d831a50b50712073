/** Website and network links without a protocol are shown and opened with https:// (SPEC §2). */
export function withHttps(url: string): string {
  const u = url.trim();
  return /^https?:\/\//i.test(u) ? u : `https://${u.replace(/^\/+/, '')}`;
}
