/** The public entry of features/companies for other features: the results' facets. */
export { Facets } from './facets';
export { facetNameFetches } from './loader';
