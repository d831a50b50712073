/**
 * The islands (issue 21, ARCHITECTURE.md "Islands"): the interactive parts of a page the server
 * renders without hydrating the whole of it. Each is hydrated as a React root of its own by
 * src/islands.tsx from its module, with the props the server wrote into `#ssr-data`. No component
 * is imported here: the server (entry-server.tsx) and the browser read this table.
 */
import type { CompanyFilter, CompanyOrder, Facets as FacetCounts, Project, Relaxable, SearchInfo } from '@cimenta/shared';

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
  /** One of the home's interactive sections below the search, with the answers it shows first. */
  'home-section': { section: HomeSection; queries: SeededQuery[] };
  /** /companies' start: keeps the stored filter and the address in step (SPEC: the stored filter), renders nothing. */
  'results-start': Record<string, never>;
  /** /companies' «¿Qué necesitas?» box and searcher, with the company types and provinces they show. */
  'results-search': { text: string; queries: SeededQuery[] };
  /** /companies' «Ordenar por». */
  'results-order': { state: ResultsState };
  /** What the server made of the text (the correction, the chips, the criteria dropped). */
  'results-banner': { state: ResultsState; search?: SearchInfo; relaxed?: Relaxable[] };
  /** /companies' facets, with the names they read. */
  'results-facets': { state: ResultsState; facets?: FacetCounts; queries: SeededQuery[] };
  /** /companies with nothing to show, with the names its filter's words read. */
  'results-empty': { state: ResultsState; corrected?: string | null; queries: SeededQuery[] };
  /** A result's pick box for a quote request (a tick before it is React's is a pick once it is: quote-picks.tsx). */
  'results-pick': { company: { id: string; name: string } };
  /** The guided quote's banner (`banner`, above the list) or the picks' bar (`bar`, below it). */
  'results-picks': { part: 'banner' | 'bar'; items: { id: string; name: string }[] };
};

/** The search a /companies page shows (its URL's; the stored filter's on a bare /companies in the app). */
export type ResultsState = {
  filter: CompanyFilter;
  text: string;
  order?: CompanyOrder;
  page: number;
  literal: boolean;
  relax: boolean;
};

/** The home's sections that are islands (islands/home-sections.tsx). */
export type HomeSection = 'featured' | 'services' | 'find' | 'decision' | 'testimonials' | 'faq';

/** A query's answer as the server's render had it, put in an island's query cache before it hydrates. */
export type SeededQuery = { queryKey: readonly unknown[]; data: unknown };
export type IslandName = keyof IslandProps;

/**
 * When an island is hydrated (issue 21: no React at a visitor's page load, so a slow phone's main
 * thread is the page's alone until it is used): when it comes within 300 px of the screen (or is
 * touched), only when it is touched (pointed at, focused, typed into: the bar, the search boxes,
 * «Ordenar por», the pick boxes), or only when touched on a phone and when near elsewhere
 * (/companies' facets: folded under «Refinar resultados» on a phone, open beside the list on a
 * desktop). `run`: an island that renders nothing and only does something as the page loads (the
 * home's and /companies' starts): a plain function (islands/starts.ts), no React.
 */
export type IslandWhen = 'visible' | 'touched' | 'touched-on-phone' | 'run';

/** Why a visitor is shown at load what others see only once touched (src/islands.tsx). */
export type AtLoadReason = 'signed-in' | 'guided-quote' | 'wrong-device-guess';

export type IslandRule = {
  module: string;
  when: IslandWhen;
  /**
   * At load after all, when the visitor has what it shows: a session (the bar's profile menu), the
   * guided search's answers handed to these results (their banner, the boxes it ticks), or a wrong
   * guess of the device (a desktop browser in a narrow window: the bar's phone menu is React's).
   */
  atLoadIf?: AtLoadReason[];
  /** Also when the page is scrolled past the bar's 50 px (it becomes fixed: SPEC). */
  scrolled?: true;
  /**
   * Also once the first island of this name is hydrated: the picks' bar (it shows once a box is
   * ticked), and every pick box with the first (a box is disabled once three are picked).
   */
  follows?: IslandName;
};

export const ISLANDS: Record<IslandName, IslandRule> = {
  navbar: { module: 'src/islands/navbar.tsx', when: 'touched', atLoadIf: ['signed-in', 'wrong-device-guess'], scrolled: true },
  'company-contact': { module: 'src/islands/company-contact.tsx', when: 'visible' },
  'company-projects': { module: 'src/islands/company-projects.tsx', when: 'visible' },
  'company-quick-contact': { module: 'src/islands/company-quick-contact.tsx', when: 'touched' },
  'company-reviews': { module: 'src/islands/company-reviews.tsx', when: 'visible' },
  'landing-facets': { module: 'src/islands/landing-facets.tsx', when: 'visible' },
  'home-start': { module: 'src/islands/starts.ts', when: 'run' },
  'home-search': { module: 'src/islands/home-search.tsx', when: 'touched' },
  'home-section': { module: 'src/islands/home-sections.tsx', when: 'visible' },
  'results-start': { module: 'src/islands/starts.ts', when: 'run' },
  'results-search': { module: 'src/islands/results-search.tsx', when: 'touched' },
  'results-order': { module: 'src/islands/results-order.tsx', when: 'touched' },
  'results-banner': { module: 'src/islands/results-banner.tsx', when: 'visible' },
  'results-facets': { module: 'src/islands/results-facets.tsx', when: 'touched-on-phone' },
  'results-empty': { module: 'src/islands/results-empty.tsx', when: 'visible' },
  'results-pick': { module: 'src/islands/results-picks.tsx', when: 'touched', atLoadIf: ['guided-quote'], follows: 'results-pick' },
  'results-picks': { module: 'src/islands/results-picks.tsx', when: 'touched', atLoadIf: ['guided-quote'], follows: 'results-pick' },
};

/** An island's container's attribute (islands/island.tsx); `display: contents` leaves the layout as it was without it. */
export const ISLAND_ATTR = 'data-island';

/** The data script's id (as app/ssr-payload.ts's, which the islands' entry does not import: it brings the API client). */
export const ISLANDS_DATA_ID = 'ssr-data';

/** What the server hands an islands page's browser entry, in `#ssr-data`. */
export type IslandsPayload = {
  islands: { id: string; name: IslandName; props: unknown }[];
  mobile: boolean;
  /** The path and query string the server rendered (its canonical URL's). */
  location: { pathname: string; search: string };
};
