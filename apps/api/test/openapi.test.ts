/** The OpenAPI document is derived from the shared contract and validates as OpenAPI. */
import SwaggerParser from '@apidevtools/swagger-parser';
import { contract, splitCallKey } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
});
