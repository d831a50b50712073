/**
 * The forms' zod resolver: `humanIssue` from the shared catalogue is the per-parse error map, so
 * any issue a schema does not word itself reads as human Spanish, never as zod's generic texts.
 */
import { humanIssue } from '@cimenta/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

const parse = { error: humanIssue };

/** Validates with the schema and hands the form its parsed output. */
export const formResolver = <T extends z.ZodType<FieldValues, FieldValues>>(schema: T) => zodResolver(schema, parse);

/**
 * Validates with the schema but hands back the raw values (`raw: true`): the account forms keep
 * select ids as strings and empty strings, and build their payloads themselves. The cast is
 * needed because the shared `idRef` preprocessors type their input as `unknown`.
 */
export function rawFormResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  return zodResolver(schema as never, parse, { raw: true }) as unknown as Resolver<V>;
}
