/** Form shapes of the company sections and their mapping to and from the API contract. */
import { COUNTRY, type Company, type CreateCompanyInput, DESCRIPTION_MAX, type Ref, withHttps } from '@cimenta/shared';

export type CompanyDataValues = {
  name: string;
  type: string;
  cif: string;
  description: string;
  address: { address: string; zipcode: string; province: string; city: string; country: string };
};
export type ContactValues = {
  contact: { email: string; phone: string; website: string };
  networks: { linkedIn: string; instagram: string; facebook: string };
};
export type SelectedActivity = { id: number; name: string; parent: Ref | null };
export type FunctionValues = {
  activities: SelectedActivity[];
  employees: string;
  area: { min: string; max: string };
  budget: { min: string; max: string };
  buildings: string[];
  constructions: string[];
};
export type CitiesValues = { cities: number[] };

export const emptyCompanyData = (name = ''): CompanyDataValues => ({
  name,
  type: '',
  cif: '',
  description: '',
  address: { address: '', zipcode: '', province: '', city: '', country: COUNTRY },
});
export const emptyContact = (): ContactValues => ({
  contact: { email: '', phone: '', website: '' },
  networks: { linkedIn: '', instagram: '', facebook: '' },
});
export const emptyFunction = (): FunctionValues => ({
  activities: [],
  employees: '',
  area: { min: '', max: '' },
  budget: { min: '', max: '' },
  buildings: [],
  constructions: [],
});

const NETWORKS = ['linkedIn', 'instagram', 'facebook'] as const;

export function networksPayload(v: ContactValues) {
  return NETWORKS.filter((n) => v.networks[n].trim()).map((name) => ({ name, url: withHttps(v.networks[name]) }));
}

export function companyDataPayload(v: CompanyDataValues) {
  const name = v.name.trim();
  return {
    name,
    fullName: name,
    type: Number(v.type),
    cif: v.cif.trim(),
    // Registration cuts the description to the limit (SPEC.md §5).
    description: v.description.slice(0, DESCRIPTION_MAX),
    address: {
      address: v.address.address.trim(),
      zipcode: v.address.zipcode.trim(),
      province: Number(v.address.province),
      city: Number(v.address.city),
      country: COUNTRY,
    },
  };
}

export function contactPayload(v: ContactValues) {
  return {
    contact: {
      email: v.contact.email.trim().toLowerCase(),
      phone: v.contact.phone.trim(),
      website: v.contact.website.trim() ? withHttps(v.contact.website) : null,
    },
    networks: networksPayload(v),
  };
}

export function functionPayload(v: FunctionValues) {
  return {
    activities: v.activities.map((a) => a.id),
    employees: Number(v.employees),
    area: { min: Number(v.area.min), max: Number(v.area.max) },
    budget: { min: Number(v.budget.min), max: Number(v.budget.max) },
    buildings: v.buildings.map(Number),
    constructions: v.constructions.map(Number),
  };
}

export function createPayload(
  id: string,
  d: { company: CompanyDataValues; contact: ContactValues; function: FunctionValues; cities: CitiesValues },
): CreateCompanyInput {
  return {
    id,
    ...companyDataPayload(d.company),
    ...contactPayload(d.contact),
    ...functionPayload(d.function),
    cities: d.cities.cities,
  };
}

// ── From a saved company (edit screens) ─────────────────────────────────────
export function companyDataFrom(c: Company): CompanyDataValues {
  return {
    name: c.name,
    type: String(c.type.id),
    cif: c.cif,
    description: c.description ?? '',
    address: {
      address: c.address.address,
      zipcode: c.address.zipcode,
      province: String(c.address.province.id),
      city: String(c.address.city.id),
      country: COUNTRY,
    },
  };
}

export function contactFrom(c: Company): ContactValues {
  const net = (name: string) => withHttps(c.networks.find((n) => n.name === name)?.url);
  return {
    contact: { email: c.contact.email, phone: c.contact.phone, website: withHttps(c.contact.website ?? net('web')) },
    networks: { linkedIn: net('linkedIn'), instagram: net('instagram'), facebook: net('facebook') },
  };
}

export function functionFrom(c: Company): FunctionValues {
  return {
    activities: c.activities.map((a) => ({ id: a.id, name: a.name, parent: a.parent })),
    employees: c.employees ? String(c.employees.id) : '',
    area: { min: String(c.area.min), max: String(c.area.max) },
    budget: { min: String(c.budget.min), max: String(c.budget.max) },
    buildings: c.buildings.map((b) => String(b.id)),
    constructions: c.constructions.map((b) => String(b.id)),
  };
}
