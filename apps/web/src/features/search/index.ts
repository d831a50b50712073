/**
 * The public entry of features/search for other features: the search store's actions and the
 * searcher. The dialogs stay out of it: they load lazily.
 */
export { useGuidedSearch } from './guided/guided-search-context';
export { searchAllCompanies, searchCompanies, selectionActions } from './search-store';
export { Searcher } from './searcher';
export { useResultsUrl } from './url-state';
export { WhatBox } from './what-box/what-box';
