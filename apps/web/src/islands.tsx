/**
 * The browser entry of a page rendered as islands (issue 21, ARCHITECTURE.md "Islands"; the home,
 * /companies, the company and landing pages): the page is never hydrated as a whole. Each island
 * the server wrote (`#ssr-data`: its container's id, its name, its props) is hydrated as a React
 * root of its own on its container, with its module loaded on its own, when it comes near the
 * screen or is touched (`when: 'visible'`: the forms, the reviews, the home's sections), or only
 * when touched (the bar, the search boxes, «Ordenar por», the pick boxes; /companies' facets on a
 * phone). No React at a visitor's page load: this module imports none (React DOM and the islands'
 * root come with the first island, islands/hydrate.tsx); what a page does as it loads (the starts)
 * are plain functions. Links are links (a full page load, served from the server's kept renders).
 */
import { NAVBAR_FIXED_AFTER_PX } from '@cimenta/shared/constants';
import { GUIDED_QUOTE_KEY } from './lib/guided-quote-key';
import { modifiedClick } from './lib/modified-click';
import { phoneWidth } from './lib/phone-width';
import { type AtLoadReason, ISLAND_ATTR, ISLANDS, ISLANDS_DATA_ID, type IslandName, type IslandsPayload } from './islands/table';

/**
 * What a click before hydration is replayed on (as public/boot.js holds): a select's list opens, a
 * tab is chosen, once React has it. Not boxes: a form's own boxes (the contact form's consent, a
 * result's pick box) are the browser's, ticked at once, and must stay so. Links are links, unless
 * the island's component takes them over (`data-replay`: a project's photo opens the lightbox, not
 * the bare photo); a click with a modifier key on one is still the browser's (a new tab).
 */
const REPLAYED = 'button, [role="button"], [role="tab"], [role="combobox"], [role="switch"], a[data-replay]';
const LINK = 'a[href]:not([data-replay])';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `go` once, when `el` comes within 300 px of the screen (if `near`), is pointed at, focused
 * or typed into, or when the returned function is called. A click or a submit inside it before `go`
 * has finished waits for it and happens then (the form sends through the API, the button opens its
 * dialog, a select's list opens), instead of being lost or posted.
 */
function whenNear(el: Element, go: () => Promise<void>, near: boolean): () => Promise<void> {
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
      if (control && !control.closest(LINK) && !(control.matches('a') && event instanceof MouseEvent && modifiedClick(event)))
        replay(event, control);
    },
    true,
  );
  if (near) {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void start(), { rootMargin: '300px' });
    // A container with `display: contents` has no box of its own: its children are watched.
    for (const child of el.children) observer.observe(child);
  }
  return start;
}

/** Why this visitor is shown, at load, what islands show only when touched (table.ts, `atLoadIf`). */
function reasonsAtLoad(wrongGuess: boolean): Set<AtLoadReason> {
  const reasons = new Set<AtLoadReason>();
  if (wrongGuess) reasons.add('wrong-device-guess');
  // Set by /boot.js from the stored token before this runs.
  if (document.documentElement.hasAttribute('data-session')) reasons.add('signed-in');
  try {
    if (sessionStorage.getItem(GUIDED_QUOTE_KEY) !== null) reasons.add('guided-quote');
  } catch {
    // storage unavailable: no guided quote
  }
  return reasons;
}

/** Calls each of `starts` once the page is scrolled past the bar's 50 px (or already is). */
function whenScrolled(starts: (() => Promise<void>)[]) {
  if (!starts.length) return;
  const check = () => {
    if (window.scrollY <= NAVBAR_FIXED_AFTER_PX) return;
    window.removeEventListener('scroll', check);
    for (const start of starts) void start();
  };
  window.addEventListener('scroll', check, { passive: true });
  check();
}

async function start() {
  const text = document.getElementById(ISLANDS_DATA_ID)?.textContent;
  if (!text) return window.__releaseClicks?.();
  const payload = JSON.parse(text) as IslandsPayload;
  const found = payload.islands.flatMap((island) => {
    const container = document.querySelector(`[${ISLAND_ATTR}="${CSS.escape(island.id)}"]`);
    return container ? [{ island, container, rule: ISLANDS[island.name] }] : [];
  });
  // What the page does as it loads (the home's and /companies' starts), before anything else.
  if (found.some((f) => f.rule.when === 'run')) {
    const { STARTS } = await import('./islands/starts');
    for (const { island } of found) STARTS[island.name]?.(payload.location);
  }
  const wrongGuess = phoneWidth() !== payload.mobile;
  const reasons = reasonsAtLoad(wrongGuess);
  const followers = new Map<IslandName, (() => Promise<void>)[]>();
  const scrolled: (() => Promise<void>)[] = [];
  const now: (() => Promise<void>)[] = [];
  for (const { island, container, rule } of found) {
    if (rule.when === 'run') continue;
    const go = async () => {
      const { hydrate } = await import('./islands/hydrate');
      await hydrate(island, container, payload);
      for (const follower of followers.get(island.name) ?? []) void follower();
    };
    // A wrong guess of the device (a desktop browser in a narrow window): an island hydrated only
    // when touched is hydrated when near instead, so that it follows the real width as the rest.
    const near = rule.when === 'visible' || (rule.when === 'touched-on-phone' && !payload.mobile) || wrongGuess;
    const startIt = whenNear(container, go, near);
    if (rule.follows) followers.set(rule.follows, [...(followers.get(rule.follows) ?? []), startIt]);
    if (rule.scrolled) scrolled.push(startIt);
    if (rule.atLoadIf?.some((reason) => reasons.has(reason))) now.push(startIt);
  }
  const atLoadDone: Promise<void>[] = [];
  for (const startIt of now) {
    atLoadDone.push(startIt());
    await yieldToBrowser();
  }
  await Promise.all(atLoadDone);
  // What the e2e tests wait for (as main.tsx's): the islands shown at load, if any, are React's now.
  document.documentElement.dataset.hydrated = '';
  // The taps /boot.js held happen now: on an island not hydrated yet, it loads then.
  window.__releaseClicks?.();
  // For the e2e tests and measurements: what loaded before this moment is the page's first load.
  performance.mark('islands-hydrated');
  whenScrolled(scrolled);
}

start().catch((error: unknown) => {
  window.__releaseClicks?.();
  throw error;
});
