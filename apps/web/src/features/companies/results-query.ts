import type { CompaniesUrlState } from '@cimenta/shared';
import type { CompaniesQuery } from '../../api/companies';

/** The call of the results page for the state of its URL (the page and its loader ask the same). */
export const resultsQuery = ({ filter, text, order, page, literal, relax }: CompaniesUrlState): CompaniesQuery => ({
  filter,
  search: text,
  order,
  page,
  facets: true,
  literal,
  relax,
});
