import { activitiesQueryOptions } from '../../api/activities';
import { companiesQueryOptions, companiesTotalQueryOptions } from '../../api/companies';
import { companyTypesQueryOptions } from '../../api/company-types';
import { provincesQueryOptions } from '../../api/provinces';
import { loader, type RouteData } from '../../lib/route-data';
import { cityCompaniesQuery, featuredCities } from './featured-companies';

/** The home's data: the counts of the summary and hero, the first tab of the services and the first featured city's companies. */
export const homeLoader = (ctx: RouteData) =>
  loader(ctx, () => [
    (qc) => qc.ensureQueryData(companiesTotalQueryOptions()),
    async (qc) => {
      // The services tabs open on the first type, with its main activities.
      const first = (await qc.ensureQueryData(companyTypesQueryOptions())).items[0];
      if (first) await qc.ensureQueryData(activitiesQueryOptions({ companyType: first.id }));
    },
    (qc) => qc.ensureQueryData(activitiesQueryOptions({})),
    async (qc) => {
      const provinces = await qc.ensureQueryData(provincesQueryOptions());
      const first = featuredCities(provinces.items.map((p) => p.name))[0];
      if (first) await qc.ensureQueryData(companiesQueryOptions(cityCompaniesQuery(first)));
    },
  ]);
