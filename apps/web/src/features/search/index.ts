/**
 * The public entry of features/search for other features: the search store's actions and the
 * searcher. The dialogs stay out of it: they load lazily. Nothing here imports React Router: the
 * home's islands (issue 21) import it without the router.
 */
export { useGuidedSearch } from './guided/guided-search-context';
export { searchAllCompanies, searchCompanies, selectionActions, useStoredFilter } from './search-store';
export { Searcher } from './searcher';
export { WhatBox } from './what-box/what-box';
