import type { Page } from '@playwright/test';

/** The first company by name, as the API lists it. */
export async function someCompany(page: Page): Promise<{ id: string; name: string; description: string }> {
  const res = await page.request.get('/api/v1/companies', { params: { perPage: 1, order: 'name' } });
  const { items } = (await res.json()) as { items: { id: string; name: string; description: string }[] };
  const first = items[0];
  if (!first) throw new Error('no companies seeded');
  return first;
}

export type DemoProject = { title: string; images: string[]; description: string | null };

/** The first company by completeness with a project of more than one photo (the demo gives it some). */
export async function companyWithProjects(page: Page): Promise<{ id: string; projects: DemoProject[] }> {
  const list = await page.request.get('/api/v1/companies', { params: { perPage: 20 } });
  for (const { id } of ((await list.json()) as { items: { id: string }[] }).items) {
    const d = (await (await page.request.get(`/api/v1/companies/${id}`)).json()) as { id: string; projects: DemoProject[] };
    if (d.projects.some((p) => p.images.length > 1)) return d;
  }
  throw new Error('no demo company with projects');
}

/**
 * What a page does from now on: the console's errors and warnings and uncaught errors
 * (`problems`), and the paths of the documents and scripts it requests.
 */
export function watch(page: Page) {
  const problems: string[] = [];
  const documents: string[] = [];
  const scripts: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { problems, documents, scripts };
}
