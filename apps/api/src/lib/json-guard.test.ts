import { MSG } from '@cimenta/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOUNDS, jsonBoundIssue } from './json-guard';

/** Values in a parsed JSON document: every scalar, array and object. */
const countValues = (v: unknown): number =>
  v !== null && typeof v === 'object' ? 1 + Object.values(v).reduce<number>((n, x) => n + countValues(x), 0) : 1;
const depthOf = (v: unknown): number => (v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0);

const loose = { maxDepth: 1_000, maxValues: 1e9, maxItems: 1e9, maxKeys: 1e9 };

describe('jsonBoundIssue', () => {
  it('counts exactly the values JSON.parse finds, whatever the strings hold', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const n = countValues(JSON.parse(text));
        expect(jsonBoundIssue(text, { ...loose, maxValues: n })).toBeNull();
        expect(jsonBoundIssue(text, { ...loose, maxValues: n - 1 })?.message).toBe(MSG.bodyTooManyValues);
      }),
    );
  });

  it('measures depth like the parsed document', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const d = depthOf(JSON.parse(text));
        expect(jsonBoundIssue(text, { ...loose, maxDepth: d })).toBeNull();
        if (d > 0) expect(jsonBoundIssue(text, { ...loose, maxDepth: d - 1 })?.message).toBe(MSG.bodyTooDeep);
      }),
    );
  });

  it('names the field of an array over its limit, escaped keys and quotes included', () => {
    const text = '{"a\\"b":"x\\\\","c":{"list":[1,"],[",3,4]}}';
    const issue = jsonBoundIssue(text, { ...DEFAULT_BOUNDS, fieldItems: new Map([['c.list', 3]]) });
    expect(issue).toEqual({ path: ['c', 'list', 3], message: 'Como máximo 3 elementos' });
    expect(jsonBoundIssue(text, { ...DEFAULT_BOUNDS, fieldItems: new Map([['c.list', 4]]) })).toBeNull();
  });

  it('stops early on a huge flat array and never loops on malformed text', () => {
    expect(jsonBoundIssue(`[${'1,'.repeat(5_000_000)}1]`)?.message).toBe('Como máximo 1.000 elementos');
    for (const bad of ['{"a', '"', '[[[', ']]]}}', '{"a":"\\', ',,,:', '\\"']) expect(() => jsonBoundIssue(bad)).not.toThrow();
  });
});
