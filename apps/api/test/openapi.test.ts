/** The OpenAPI document is derived from the shared contract and validates as OpenAPI. */
import SwaggerParser from '@apidevtools/swagger-parser';
import { contract, splitCallKey } from '@cimenta/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

// A web build (just its template), so the HTML routes are registered as in production.
const webDist = mkdtempSync(join(tmpdir(), 'cimenta-web-'));
let t: TestApp;
beforeAll(async () => {
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><!--ssr-head--><title>Cimenta</title><!--/ssr-head--><!--app-assets--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe('OpenAPI at /api/docs/json', () => {
  it('validates with a standard OpenAPI validator', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('documents every call of the contract with a response schema for each status it answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [key, e] of Object.entries(contract)) {
      const { method, path } = splitCallKey(key);
      const openapiPath = `/v1${path.replace(/:(\w+)/g, '{$1}')}`;
      const op = doc.paths[openapiPath]?.[method.toLowerCase()];
      expect(op, key).toBeDefined();
      for (const status of Object.keys(e.responses)) {
        const schema = op?.responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${key} → ${status}`).toBeDefined();
      }
    }
  });

  it('lists API calls and probes only: pages, robots.txt, the sitemaps and form targets are left out (issue 21)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    // The HTML routes are there (a page answers), just not documented.
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/accesibilidad' })).statusCode).toBe(200);
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !p.startsWith('/v1/')).sort()).toEqual(['/healthz', '/readyz']);
  });
});
