/** The islands' components for the server render (entry-server.tsx); the browser loads each on its own (src/islands.tsx). */
import type { ComponentType } from 'react';
import CompanyContactIsland from './company-contact';
import CompanyProjectsIsland from './company-projects';
import CompanyQuickContactIsland from './company-quick-contact';
import CompanyReviewsIsland from './company-reviews';
import HomeSearchIsland from './home-search';
import HomeSectionIsland from './home-sections';
import LandingFacetsIsland from './landing-facets';
import NavbarIsland from './navbar';
import ResultsBannerIsland from './results-banner';
import ResultsEmptyIsland from './results-empty';
import ResultsFacetsIsland from './results-facets';
import ResultsOrderIsland from './results-order';
import ResultsPicksIsland from './results-picks';
import ResultsSearchIsland from './results-search';
import type { IslandName } from './table';

/** The starts (`when: 'run'`, islands/starts.ts) render nothing: the entry runs them without React. */
const Nothing = () => null;

export const SERVER_ISLANDS: Record<IslandName, ComponentType<never>> = {
  navbar: NavbarIsland,
  'company-contact': CompanyContactIsland,
  'company-projects': CompanyProjectsIsland,
  'company-quick-contact': CompanyQuickContactIsland,
  'company-reviews': CompanyReviewsIsland,
  'landing-facets': LandingFacetsIsland,
  'home-search': HomeSearchIsland,
  'home-section': HomeSectionIsland,
  'home-start': Nothing,
  'results-start': Nothing,
  'results-search': ResultsSearchIsland,
  'results-order': ResultsOrderIsland,
  'results-banner': ResultsBannerIsland,
  'results-facets': ResultsFacetsIsland,
  'results-empty': ResultsEmptyIsland,
  'results-pick': ResultsPicksIsland,
  'results-picks': ResultsPicksIsland,
};
