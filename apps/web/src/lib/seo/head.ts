/**
 * The tags of a page's head (see page-head.tsx): built once, written as HTML by the server
 * (`renderHeadHtml`) and applied to `document.head` by the browser (`applyHead`).
 */
import { PRODUCT_NAME, PUBLIC_TEXTS } from '@cimenta/shared';
import type { JsonLd, UrlOf } from './json-ld';
import { type PageHeadProps, urlOf } from './page-head';

export type HeadTag = { tag: 'title' | 'meta' | 'link' | 'script'; attrs: Record<string, string>; text?: string };

/** The tags of a page, in order; every one carries `data-seo` so the browser can replace them. */
export function headTags(head: PageHeadProps, origin: string): HeadTag[] {
  const url = urlOf(origin);
  const canonical = url(head.path);
  const image = head.image ? url(head.image) : null;
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const tags: HeadTag[] = [{ tag: 'title', attrs: {}, text: head.title }, meta({ name: 'description', content: head.description })];
  if (head.noindex) tags.push(meta({ name: 'robots', content: 'noindex' }));
  else tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  tags.push(
    meta({ property: 'og:type', content: head.ogType ?? 'website' }),
    meta({ property: 'og:site_name', content: PRODUCT_NAME }),
    meta({ property: 'og:locale', content: 'es_ES' }),
    meta({ property: 'og:title', content: head.title }),
    meta({ property: 'og:description', content: head.description }),
    meta({ property: 'og:url', content: canonical }),
  );
  if (image) tags.push(meta({ property: 'og:image', content: image }));
  tags.push(
    meta({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    meta({ name: 'twitter:title', content: head.title }),
    meta({ name: 'twitter:description', content: head.description }),
  );
  if (image) tags.push(meta({ name: 'twitter:image', content: image }));
  const ld: JsonLd[] = [];
  if (head.breadcrumbs) ld.push(breadcrumbLd([{ name: PUBLIC_TEXTS.nav.home, path: '/' }, ...head.breadcrumbs], url));
  if (head.jsonLd) ld.push(...head.jsonLd(url));
  for (const node of ld) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(node) });
  for (const t of tags) t.attrs['data-seo'] = '';
  return tags;
}

/** `BreadcrumbList`: the trail from the home page to this page. */
export function breadcrumbLd(crumbs: { name: string; path: string }[], url: UrlOf): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: url(c.path) })),
  };
}

/** JSON safe inside a `<script>` element: `<`, `>` and `&` escaped so nothing can close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags as HTML for the server's document head. */
export function renderHeadHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${a}>`;
      // Script bodies are already escaped JSON (`jsonForScript`); titles are text.
      return `<${tag}${a}>${tag === 'script' ? (text ?? '') : escapeText(text ?? '')}</${tag}>`;
    })
    .join('\n    ');
}

/** Browser: replaces the head's `[data-seo]` elements with these tags. */
export function applyHead(tags: HeadTag[]): void {
  const head = document.head;
  for (const el of head.querySelectorAll('[data-seo]')) el.remove();
  for (const { tag, attrs, text } of tags) {
    if (tag === 'title') {
      document.title = text ?? '';
    }
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    if (text !== undefined) el.textContent = text;
    head.appendChild(el);
  }
}
