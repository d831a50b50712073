/** Shapes the API answers with (presenters in apps/api produce exactly these). */
import type { ImageType } from './schemas';

export type Ref = { id: number; name: string };
export type CompanyType = Ref & { slug: string; fixed: boolean };
export type Activity = {
  id: number;
  name: string;
  parent: Ref | null;
  total: number;
  totalChildren: number;
};
export type Community = { id: number; name: string };
export type Province = { id: number; name: string; province: string; community: Community };
export type City = {
  id: number;
  name: string;
  city: string;
  province: Ref;
  community: Community;
  zipcode: string;
};
export type EmployeeRange = { id: number; label: string; name: string };
export type Range = { min: number; max: number };
export type CompanyImage = { type: ImageType; url: string; mimetype: string; extension: string };
export type Network = { name: 'web' | 'linkedIn' | 'instagram' | 'facebook'; url: string };

export type CompanyCard = {
  id: string;
  name: string;
  fullName: string;
  type: Ref;
  description: string | null;
  address: { province: Ref; city: Ref; country: string };
  area: Range;
  budget: Range;
  employees: EmployeeRange | null;
  activities: { id: number; name: string; parent: Ref }[];
  logo: string | null;
  photo: string | null;
  picture: string | null;
};

export type Project = {
  id: string;
  title: string;
  description: string | null;
  province: Ref | null;
  year: number | null;
  building: Ref | null;
  construction: Ref | null;
  budget: number | null;
  area: number | null;
  images: string[];
  createdAt: string;
};

export type Company = Omit<CompanyCard, 'address'> & {
  cif: string;
  cnae: { id: string } | null;
  address: { address: string; zipcode: string; province: Ref; city: Ref; country: string };
  contact: { email: string; phone: string; website: string | null };
  networks: Network[];
  cities: { id: number; province: string; community: Community }[];
  buildings: Ref[];
  constructions: Ref[];
  images: CompanyImage[];
  projects: Project[];
  createdAt: string;
  updatedAt: string;
};

export type User = {
  id: string;
  name: string;
  lastname: string;
  email: string;
  roles: string[];
  company: Company | null;
};

/** Claims of the access token (SPEC.md §3). */
export type TokenClaims = { user: { email: string; roles: string[]; id: string }; exp: number; iat: number };

/** 4xx bodies (DESIGN.md §3). */
export type ApiErrorBody = { errors: string | { field: string; message: string }[] } | { code: 401; message: string };
