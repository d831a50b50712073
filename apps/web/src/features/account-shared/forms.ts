/**
 * The light door of account-shared: what a form outside the company form needs (the account
 * classes and card, focusing the first error, the password field, toasts, its checks loaded after
 * its first paint), without the company form, the catalogue hooks or zod. The /my-profile shell and
 * first screen and the sign-in page import it, so their first load is not the company form's
 * (issue 22, "Cold /my-profile" in BENCHMARKS.md).
 */
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '../../lib/lazy-resolver';

export { default as accountClasses } from './account.module.css';
export * from './auth-card';
export * from './focus-first-error';
export * from './password-field';
export * from './toast';

type Schemas = typeof import('./form-schemas');
type SchemaName = { [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never }[keyof Schemas];

/**
 * A form's checks by one of the form schemas (`rawFormResolver`), loaded at its first check or
 * with `preload()` after the form's first paint: zod and the schemas are not in the screen's first load.
 */
export const lazyFormChecks = <V extends FieldValues>(schema: SchemaName) =>
  lazyResolver<V>(async () => {
    const [schemas, { rawFormResolver }] = await Promise.all([import('./form-schemas'), import('../../lib/form-resolver')]);
    return rawFormResolver<V>(schemas[schema]);
  });
