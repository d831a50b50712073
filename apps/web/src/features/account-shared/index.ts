/**
 * What the account features (auth, registration, profile) share, and their only way in here:
 * the company form's field groups and mapping, the form schemas, the catalogue hooks, the cache
 * update after a company write, and small form helpers.
 */
export { default as accountClasses } from './account.module.css';
export * from './api/catalog';
export * from './api/company-cache';
export * from './auth-card';
export * from './company-form/company-data-fields';
export * from './company-form/contact-fields';
export * from './company-form/function-fields';
export * from './company-form/image-upload';
export * from './company-form/province-tree';
export * from './company-form/values';
export * from './focus-first-error';
export * from './form-schemas';
export * from './password-field';
export * from './read-image';
export * from './toast';
export * from './uuid';
