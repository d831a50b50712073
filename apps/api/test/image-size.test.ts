/** SPEC §5/§8: an image over 5 MB gets 'La imagen excede de 5MB', whatever its size (issue 8). */
import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp } from './helper';

let t: TestApp;
let auth: Record<string, string>;
const companyId = randomUUID();
beforeAll(async () => {
  t = await createTestApp();
  auth = (await registerUser(t.app)).headers;
  const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: auth, payload: companyPayload({ id: companyId }) });
  expect(r.statusCode).toBe(200);
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const image = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('images over 5 MB', () => {
  for (const bytes of [IMAGE_MAX_BYTES + 1, 6 * MB, 8 * MB, 30 * MB]) {
    it(`answers the spec's message for ${(bytes / MB).toFixed(2)} MB, on companies and projects`, async () => {
      const content = image(bytes);
      const company = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/companies/${companyId}`,
        headers: auth,
        payload: { images: [{ type: 'Logo', content }] },
      });
      const project = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects',
        headers: auth,
        payload: { id: randomUUID(), project: { title: 'Obra', images: [{ content }] } },
      });
      for (const r of [company, project]) {
        expect([400, 413]).toContain(r.statusCode);
        expect(r.json()).toEqual({ errors: [{ field: 'Imagen', message: MSG.imageTooBig }] });
      }
    });
  }
});
