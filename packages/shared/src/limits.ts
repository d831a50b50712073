/**
 * Maximum lengths (characters) of the text fields of the contract. The web forms put them on
 * their inputs (`maxLength`, counters) and in their "too long" messages; `schemas.ts` enforces
 * the same numbers on both sides. Keep this file free of zod so it stays plain constants.
 */

/** Administrator first name (`name` of the user). */
export const USER_NAME_MAX = 100;
/** Administrator last names. */
export const USER_LASTNAME_MAX = 150;
/** Any e-mail address. */
export const EMAIL_MAX = 254;
/** Passwords (the minimum and character rules are in `constants.ts`). */
export const PASSWORD_MAX = 200;

/** Company name shown everywhere. */
export const COMPANY_NAME_MAX = 150;
/** Legal name (`fullName`). */
export const COMPANY_FULL_NAME_MAX = 200;
export const CIF_MAX = 20;
/** Street address of the company. */
export const ADDRESS_MAX = 255;
/** Spanish zip codes: five digits. */
export const ZIPCODE_LENGTH = 5;
export const PHONE_MAX = 30;
/** Website and social network links. */
export const URL_MAX = 500;

/** Public contact form of a company page. */
export const CONTACT_NAME_MAX = 150;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_MESSAGE_MAX = 5000;

/** Portfolio projects. */
export const PROJECT_TITLE_MAX = 150;
export const PROJECT_DESCRIPTION_MAX = 2000;
