/**
 * What the account features (auth, registration, profile) share, and their way in here (with
 * `forms.ts`, its light part, for screens that need nothing else): the company form's field
 * groups and mapping, the form schemas, the catalogue hooks, the cache update after a company
 * write, and small form helpers.
 */
export * from './api/catalog';
export * from './api/company-cache';
export * from './company-form/company-data-fields';
export * from './company-form/contact-fields';
export * from './company-form/function-fields';
export * from './company-form/image-upload';
export * from './company-form/province-tree';
export * from './company-form/values';
export * from './form-schemas';
export * from './forms';
export * from './read-image';
export * from './uuid';
