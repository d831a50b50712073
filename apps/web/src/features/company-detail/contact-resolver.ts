/**
 * The contact form's validation: the shared schema and zod, in a chunk of their own that the form
 * loads on its first validation (a visitor's first blur or submit), not with the company page.
 */
import { type ContactFormInput, contactFormSchema, humanIssue } from '@cimenta/shared';

export type ContactField = keyof ContactFormInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The schema's first message per field (none when the values are valid). */
export function contactErrors(values: ContactFormInput): ContactErrors {
  const parsed = contactFormSchema.safeParse(values, { error: humanIssue });
  const errors: ContactErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}
