import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { humanIssue, MSG } from './messages';
import { contactMessageSchema, registerUserSchema } from './schemas';

const messages = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value, { error: humanIssue }).error?.issues ?? []).map((i) => i.message);

describe('humanIssue', () => {
  it('words limits and types for a person, never with zod generic texts', () => {
    expect(messages(z.string().max(500), 'x'.repeat(2000))).toEqual(['Máximo 500 caracteres']);
    expect(messages(z.object({ a: z.string() }), undefined)).toEqual([MSG.invalidBody]);
    expect(messages(z.object({ a: z.string() }), {})).toEqual([MSG.required]);
    expect(messages(z.object({ n: z.number() }), { n: 'x' })).toEqual([MSG.notANumber]);
    expect(messages(z.number().int(), 1.5)).toEqual([MSG.notAWholeNumber]);
    expect(messages(z.array(z.number()).max(2), [1, 2, 3])).toEqual(['Como máximo 2 elementos']);
    expect(messages(z.enum(['a', 'b']), 'c')).toEqual([MSG.invalidOption]);
  });

  it('lets a too-long filled field say so instead of "obligatorio"', () => {
    const long = messages(contactMessageSchema, { name: 'N'.repeat(200), email: 'a@b.es', message: 'M'.repeat(6500) });
    expect(long).toEqual(['Máximo 150 caracteres', 'Máximo 5.000 caracteres']);
    expect(messages(registerUserSchema, { name: '', lastname: 'x', email: 'a@b.es', password: 'Abcdefg1' })).toEqual([MSG.required]);
  });
});
