/**
 * Search engines and link previews (issue 9): `<PageHead>` per page (title, description,
 * canonical, Open Graph, Twitter card, robots, JSON-LD), and the schema.org builders.
 * Server side, `apps/web/src/entry-server.tsx` collects the head; see ARCHITECTURE.md "Server rendering".
 * Pages import page-head.tsx, json-ld.ts and company-ld.ts directly (this barrel would bring
 * head.ts into their chunk). Modules: context.tsx (provider, in the client entry), page-head.tsx (the component, small),
 * head.ts (the tags; loaded by the browser on first use), json-ld.ts and company-ld.ts (builders).
 */
export { companyLd, businessType } from './company-ld';
export { HeadProvider } from './context';
export { breadcrumbLd, headTags, jsonForScript, renderHeadHtml } from './head';
export type { PageHeadProps } from './page-head';
