/**
 * The contact form's validation: the shared schema and zod, in a chunk of their own that the form
 * loads on its first validation (a visitor's first blur or submit), not with the company page.
 */
import { contactMessageSchema } from '@cimenta/shared';
import { formResolver } from '../../lib/form-resolver';

export const contactResolver = formResolver(contactMessageSchema);
