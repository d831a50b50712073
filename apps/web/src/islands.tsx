/**
 * The browser entry of a page rendered as islands (issue 21, ARCHITECTURE.md "Islands"; the home,
 * /companies, the company and landing pages): the page is never hydrated as a whole. Each island
 * the server wrote (`#ssr-data`: its container's id, its name, its props) is hydrated as a React
 * root of its own on its container, with its module loaded on its own: at load, when it comes near
 * the screen or is touched (`when: 'visible'`: the forms, the reviews, the pick boxes), or only when
 * touched (the search boxes, «Ordenar por»; /companies' facets on a phone). No
 * React Router, no TanStack Query in the first load; links are links (a full page load, served
 * from the server's kept renders).
 */
import { type ComponentType, startTransition } from 'react';
import { ISLAND_ATTR } from './islands/island';
import { phoneWidth } from './lib/device';
import { IslandRoot, islandIdPrefix } from './islands/root';
import { ISLANDS, ISLANDS_DATA_ID, type IslandName, type IslandsPayload } from './islands/table';

// One module for the results' pick boxes and their banner and bar (one import, one preload list).
const resultsPicks = () => import('./islands/results-picks');

const MODULES: Record<IslandName, () => Promise<{ default: ComponentType<never> }>> = {
  navbar: () => import('./islands/navbar'),
  'company-contact': () => import('./islands/company-contact'),
  'company-projects': () => import('./islands/company-projects'),
  'company-quick-contact': () => import('./islands/company-quick-contact'),
  'company-reviews': () => import('./islands/company-reviews'),
  'landing-facets': () => import('./islands/landing-facets'),
  'home-search': () => import('./islands/home-search'),
  'home-section': () => import('./islands/home-sections'),
  'home-start': () => import('./islands/home-start'),
  'results-start': () => import('./islands/results-start'),
  'results-search': () => import('./islands/results-search'),
  'results-order': () => import('./islands/results-order'),
  'results-banner': () => import('./islands/results-banner'),
  'results-facets': () => import('./islands/results-facets'),
  'results-empty': () => import('./islands/results-empty'),
  'results-pick': resultsPicks,
  'results-picks': resultsPicks,
};

/**
 * What a click before hydration is replayed on (as public/boot.js holds): a select's list opens, a
 * tab is chosen, once React has it. Not boxes: a form's own boxes (the contact form's consent) are
 * the browser's, ticked at once, and must stay so.
 */
const REPLAYED = 'button, [role="button"], [role="tab"], [role="combobox"], [role="switch"]';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `go` once, when `el` comes within 300 px of the screen (if `near`) or is pointed at, focused
 * or typed into. A click or a submit inside it before `go` has finished waits for it and happens then (the
 * form sends through the API, the button opens its dialog, a select's list opens), instead of being lost or posted.
 */
function whenNear(el: Element, go: () => Promise<void>, near: boolean) {
  let started: Promise<void> | null = null;
  let observer: IntersectionObserver | undefined;
  let ready = false;
  const start = () => {
    if (started) return started;
    observer?.disconnect();
    started = go().then(() => {
      ready = true;
      for (const e of ['pointerdown', 'focusin', 'input'] as const) el.removeEventListener(e, start, true);
    });
    return started;
  };
  const replay = (event: Event, target: EventTarget | null) => {
    if (ready) return;
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => {
      if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    });
  };
  for (const e of ['pointerdown', 'focusin', 'input'] as const) el.addEventListener(e, start, { capture: true, passive: true });
  el.addEventListener('submit', (event) => replay(event, event.target), true);
  el.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(REPLAYED) : null;
      if (control && !control.closest('a[href]')) replay(event, control);
    },
    true,
  );
  if (!near) return;
  observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void start(), { rootMargin: '300px' });
  // A container with `display: contents` has no box of its own: its children are watched.
  for (const child of el.children) observer.observe(child);
}

async function start() {
  const text = document.getElementById(ISLANDS_DATA_ID)?.textContent;
  if (!text) return window.__releaseClicks?.();
  const payload = JSON.parse(text) as IslandsPayload;
  await yieldToBrowser();
  const { hydrateRoot } = await import('react-dom/client');
  const hydrate = async (island: IslandsPayload['islands'][number], container: Element) => {
    const { default: Component } = await MODULES[island.name]();
    await new Promise<void>((ready) => {
      const root = (
        <IslandRoot Component={Component} props={island.props} mobile={payload.mobile} location={payload.location} onReady={ready} />
      );
      // Time-sliced, as the whole page's hydration was (main.tsx).
      startTransition(() => void hydrateRoot(container, root, { identifierPrefix: islandIdPrefix(island.id) }));
    });
  };
  const found = payload.islands.flatMap((island) => {
    const container = document.querySelector(`[${ISLAND_ATTR}="${CSS.escape(island.id)}"]`);
    return container ? [{ island, container }] : [];
  });
  const atLoad: Promise<void>[] = [];
  for (const { island, container } of found) {
    if (ISLANDS[island.name].when !== 'load') continue;
    atLoad.push(hydrate(island, container));
    await yieldToBrowser();
  }
  await Promise.all(atLoad);
  const wrongGuess = phoneWidth() !== payload.mobile;
  // What the e2e tests wait for (as main.tsx's): the islands shown at load are React's now.
  document.documentElement.dataset.hydrated = '';
  // The taps /boot.js held happen now: on an island hydrated later, it loads then.
  window.__releaseClicks?.();
  // For the e2e tests and measurements: what loaded before this moment is the page's first load.
  performance.mark('islands-hydrated');
  // The others after those (the bar first), when they come near or are touched, or only when touched.
  for (const { island, container } of found) {
    const when = ISLANDS[island.name].when;
    // A wrong guess of the device (a desktop browser in a narrow window): an island hydrated only
    // when touched is hydrated when near instead, so that it follows the real width as the rest.
    const near = when === 'visible' || (when === 'touched-on-phone' && !payload.mobile) || wrongGuess;
    if (when !== 'load') whenNear(container, () => hydrate(island, container), near);
  }
}

start().catch((error: unknown) => {
  window.__releaseClicks?.();
  throw error;
});
