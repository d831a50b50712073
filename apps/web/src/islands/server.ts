/** The islands' components for the server render (entry-server.tsx); the browser loads each on its own (src/islands.tsx). */
import type { ComponentType } from 'react';
import CompanyContactIsland from './company-contact';
import CompanyProjectsIsland from './company-projects';
import CompanyQuickContactIsland from './company-quick-contact';
import CompanyReviewsIsland from './company-reviews';
import HomeJoinIsland from './home-join';
import HomeSearchIsland from './home-search';
import HomeSectionIsland from './home-sections';
import HomeStartIsland from './home-start';
import LandingFacetsIsland from './landing-facets';
import NavbarIsland from './navbar';
import type { IslandName } from './table';

export const SERVER_ISLANDS: Record<IslandName, ComponentType<never>> = {
  navbar: NavbarIsland,
  'company-contact': CompanyContactIsland,
  'company-projects': CompanyProjectsIsland,
  'company-quick-contact': CompanyQuickContactIsland,
  'company-reviews': CompanyReviewsIsland,
  'landing-facets': LandingFacetsIsland,
  'home-search': HomeSearchIsland,
  'home-section': HomeSectionIsland,
  'home-start': HomeStartIsland,
  'home-join': HomeJoinIsland,
};
