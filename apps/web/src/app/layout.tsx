import { Box } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Island } from '../islands/island';
import { PUBLIC_TEXTS } from '@cimenta/shared';
import { PageLoader } from '../components/page-loader';
import { GuidedSearchProvider } from '../features/search/guided/guided-search-context';
import { closeErrorToasts } from '../lib/toasts';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouterNav } from './router-nav';

/**
 * Marks the document once React has taken the page over (`html[data-hydrated]`, read by the e2e
 * tests): inside the page's Suspense boundary, which React hydrates after the rest of the app, so
 * the page's own handlers are in place too. The server renders it as well (no script there): the
 * trees keep the same shape, and so the same `useId`s. The clicks held before it happen now
 * (`/boot.js`).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    window.__releaseClicks?.();
  }, []);
  return null;
}

/** A form's error toasts belong to its page: they close when the page changes (issue 22). */
export function StaleToasts() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) {
      first.current = pathname;
      closeErrorToasts();
    }
  }, [pathname]);
  return null;
}

/** App shell: navigation bar, the current page, footer. */
export function RootLayout() {
  return (
    <RouterNav>
      <GuidedSearchProvider>
        <a className="skip-link" href="#main">
          {PUBLIC_TEXTS.nav.skip}
        </a>
        <Island name="navbar" props={{}}>
          <Navbar />
        </Island>
        <Box component="main" id="main" tabIndex={-1} style={{ minHeight: '60vh', outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </Box>
        <Footer />
        <ScrollRestoration />
        <StaleToasts />
      </GuidedSearchProvider>
    </RouterNav>
  );
}
