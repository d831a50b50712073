/** Rows → the public shapes of @cimenta/shared; nothing else reaches a client. */
import type { Company, CompanyCard, CompanyImage, Network, Project } from '@cimenta/shared';
import type { CompanyRow } from './repo';

const iso = (d: string | Date) => (d instanceof Date ? d : new Date(d)).toISOString();

export type ActivityResolver = (ids: number[]) => CompanyCard['activities'];

export function presentCard(r: CompanyRow, activities: ActivityResolver): CompanyCard {
  return {
    id: r.id,
    name: r.name,
    fullName: r.full_name,
    type: { id: r.type_id, name: r.type_name },
    description: r.description,
    address: { province: { id: r.province_id, name: r.province_name }, city: { id: r.city_id, name: r.city_name }, country: r.country },
    area: { min: r.area_min, max: r.area_max },
    budget: { min: r.budget_min, max: r.budget_max },
    employees: r.employees_id ? { id: r.employees_id, label: r.employees_label ?? '', name: r.employees_label ?? '' } : null,
    activities: activities(r.activityIds),
    logo: r.logo_url,
    photo: r.photo_url,
    picture: r.picture_url,
  };
}

function image(type: CompanyImage['type'], url: string | null): CompanyImage[] {
  if (!url) return [];
  const extension = url.split('.').pop() ?? '';
  const mimetype = extension === 'svg' ? 'image/svg+xml' : `image/${extension}`;
  return [{ type, url, mimetype, extension }];
}

export function presentCompany(
  r: CompanyRow,
  activities: ActivityResolver,
  d: {
    zones: { id: number; province: string; community_id: number; community_name: string }[];
    buildings: { id: number; name: string }[];
    constructions: { id: number; name: string }[];
  },
  projects: Project[],
): Company {
  const card = presentCard(r, activities);
  const networks: Network[] = [];
  if (r.website) networks.push({ name: 'web', url: r.website });
  if (r.linkedin) networks.push({ name: 'linkedIn', url: r.linkedin });
  if (r.instagram) networks.push({ name: 'instagram', url: r.instagram });
  if (r.facebook) networks.push({ name: 'facebook', url: r.facebook });
  return {
    ...card,
    cif: r.cif,
    cnae: r.cnae ? { id: r.cnae } : null,
    address: { ...card.address, address: r.address, zipcode: r.zipcode },
    contact: { email: r.email, phone: r.phone, website: r.website },
    networks,
    cities: d.zones.map((z) => ({ id: z.id, province: z.province, community: { id: z.community_id, name: z.community_name } })),
    buildings: d.buildings,
    constructions: d.constructions,
    images: [...image('Logo', r.logo_url), ...image('Photo', r.photo_url), ...image('Picture', r.picture_url)],
    projects,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}
