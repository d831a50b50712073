/**
 * "A company can't review itself" (issue 19): its owner's address, its contact address, and any
 * address at its own domain (its website's or its contact address's, unless that is a public
 * mail provider anyone can sign up to) are refused.
 */
import type { CompanyIdentity } from './repo';

/** Providers where an address says nothing about who owns the company. */
const PUBLIC_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'live.es',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.com',
  'gmx.es',
  'proton.me',
  'protonmail.com',
  'telefonica.net',
  'movistar.es',
  'orange.es',
  'vodafone.es',
  'terra.es',
  'ya.com',
  'example.com',
  'example.es',
]);

const domainOfEmail = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** `https://www.Reformas-X.es/contacto` → `reformas-x.es`. */
function domainOfSite(site: string | null): string | null {
  if (!site) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(site) ? site : `https://${site}`).hostname.toLowerCase();
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export function isOwnCompany(email: string, company: Pick<CompanyIdentity, 'email' | 'website' | 'ownerEmail'>): boolean {
  const e = email.trim().toLowerCase();
  if (e === company.email.toLowerCase() || (company.ownerEmail && e === company.ownerEmail.toLowerCase())) return true;
  const domain = domainOfEmail(e);
  if (PUBLIC_MAIL.has(domain)) return false;
  const own = [domainOfSite(company.website), domainOfEmail(company.email)].filter((d): d is string => !!d && !PUBLIC_MAIL.has(d));
  return own.some((d) => domain === d || domain.endsWith(`.${d}`));
}
