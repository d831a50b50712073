/** Rows → the public shapes of @cimenta/shared; nothing else reaches a client. */
import type { Company, CompanyCard, CompanyImage, Network, Project, PublicCredential, Ref } from '@cimenta/shared';
import type { CompanyRow } from './repo';

export type ActivityResolver = (ids: number[]) => CompanyCard['activities'];

export function presentCard(r: CompanyRow, activities: ActivityResolver): CompanyCard {
  const c = r.company;
  return {
    id: c.id,
    name: c.name,
    fullName: c.fullName,
    type: { id: c.typeId, name: r.typeName },
    description: c.description,
    address: { province: { id: c.provinceId, name: r.provinceName }, city: { id: c.cityId, name: r.cityName }, country: c.country },
    area: { min: c.areaMin, max: c.areaMax },
    budget: { min: c.budgetMin, max: c.budgetMax },
    employees: c.employeesId ? { id: c.employeesId, label: r.employeesLabel ?? '', name: r.employeesLabel ?? '' } : null,
    activities: activities(r.activityIds),
    logo: c.logoUrl,
    photo: c.photoUrl,
    picture: c.pictureUrl,
  };
}

function image(type: CompanyImage['type'], url: string | null): CompanyImage[] {
  if (!url) return [];
  const extension = url.split('.').pop() ?? '';
  const mimetype = extension === 'svg' ? 'image/svg+xml' : `image/${extension}`;
  return [{ type, url, mimetype, extension }];
}

export type CompanyDetails = {
  zones: { id: number; province: string; community: Ref }[];
  buildings: Ref[];
  constructions: Ref[];
};

export function presentCompany(
  r: CompanyRow,
  activities: ActivityResolver,
  d: CompanyDetails,
  projects: Project[],
  credentials: PublicCredential[] = [],
): Company {
  const c = r.company;
  const card = presentCard(r, activities);
  const networks: Network[] = [];
  if (c.website) networks.push({ name: 'web', url: c.website });
  if (c.linkedin) networks.push({ name: 'linkedIn', url: c.linkedin });
  if (c.instagram) networks.push({ name: 'instagram', url: c.instagram });
  if (c.facebook) networks.push({ name: 'facebook', url: c.facebook });
  return {
    ...card,
    cif: c.cif,
    cnae: c.cnae ? { id: c.cnae } : null,
    address: { ...card.address, address: c.address, zipcode: c.zipcode },
    contact: { email: c.email, phone: c.phone, website: c.website },
    networks,
    cities: d.zones,
    buildings: d.buildings,
    constructions: d.constructions,
    images: [...image('Logo', c.logoUrl), ...image('Photo', c.photoUrl), ...image('Picture', c.pictureUrl)],
    projects,
    credentials,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    // Only ever seen by its owner: the public detail of a hidden company is a 404.
    ...(c.hiddenAt ? { hidden: true } : {}),
  };
}
