/**
 * The islands (issue 21, ARCHITECTURE.md "Islands"): the interactive parts of a page the server
 * renders without hydrating the whole of it. Each is hydrated as a React root of its own by
 * src/islands.tsx from its module, with the props the server wrote into `#ssr-data`. No component
 * is imported here: the server (entry-server.tsx) and the browser read this table.
 */
import type { CompanyFilter, Facets as FacetCounts, Project } from '@cimenta/shared';

export type IslandProps = {
  /** The navigation bar: its menus, the guided search's opening, the session's buttons. */
  navbar: Record<string, never>;
  /** The company page's "Pedir presupuesto" button and contact form. */
  'company-contact': { companyId: string; companyName: string; typeId: number; search: string };
  /** The company page's bar at the bottom of a phone's screen ("Contactar" focuses the form). */
  'company-quick-contact': { phone: string };
  /** The company page's projects and their gallery (lightbox). */
  'company-projects': { projects: Project[] };
  /** The company page's reviews (more pages, the report dialog), with their first page as the server read it. */
  'company-reviews': { companyId: string; first: unknown };
  /** A landing page's facets (their values are links; the phone's fold and the saved filter need scripts), with the names they read. */
  'landing-facets': { facets: FacetCounts; filter: CompanyFilter; queries: SeededQuery[] };
  /** The home's start: clears the stored filter (SPEC §2), renders nothing. */
  'home-start': Record<string, never>;
  /** The home's «¿Qué necesitas?» box and searcher, with the company types and provinces they show. */
  'home-search': { queries: SeededQuery[] };
  /** The home's invitation to join, hidden to a signed-in visitor (at load: it must not be seen then). */
  'home-join': Record<string, never>;
  /** One of the home's interactive sections below the search, with the answers it shows first. */
  'home-section': { section: HomeSection; queries: SeededQuery[] };
};

/** The home's sections that are islands (islands/home-sections.tsx). */
export type HomeSection = 'featured' | 'services' | 'find' | 'decision' | 'testimonials' | 'faq';

/** A query's answer as the server's render had it, put in an island's query cache before it hydrates. */
export type SeededQuery = { queryKey: readonly unknown[]; data: unknown };
export type IslandName = keyof IslandProps;

/**
 * When an island is hydrated: at load, when it comes within 300 px of the screen (or is touched),
 * or only when it is touched (pointed at, focused, typed into: the home's search box, above the fold).
 */
export type IslandWhen = 'load' | 'visible' | 'touched';

export const ISLANDS: Record<IslandName, { module: string; when: IslandWhen }> = {
  navbar: { module: 'src/islands/navbar.tsx', when: 'load' },
  'company-contact': { module: 'src/islands/company-contact.tsx', when: 'visible' },
  'company-projects': { module: 'src/islands/company-projects.tsx', when: 'load' },
  'company-quick-contact': { module: 'src/islands/company-quick-contact.tsx', when: 'load' },
  'company-reviews': { module: 'src/islands/company-reviews.tsx', when: 'visible' },
  'landing-facets': { module: 'src/islands/landing-facets.tsx', when: 'visible' },
  'home-start': { module: 'src/islands/home-start.tsx', when: 'load' },
  'home-search': { module: 'src/islands/home-search.tsx', when: 'touched' },
  'home-join': { module: 'src/islands/home-join.tsx', when: 'load' },
  'home-section': { module: 'src/islands/home-sections.tsx', when: 'visible' },
};

/** The data script's id (as app/ssr-payload.ts's, which the islands' entry does not import: it brings the API client). */
export const ISLANDS_DATA_ID = 'ssr-data';

/** What the server hands an islands page's browser entry, in `#ssr-data`. */
export type IslandsPayload = {
  islands: { id: string; name: IslandName; props: unknown }[];
  mobile: boolean;
  /** The path and query string the server rendered (its canonical URL's). */
  location: { pathname: string; search: string };
};
