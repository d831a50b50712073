import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PUBLIC_TEXTS } from '@cimenta/shared';
import { PageLoader } from '../components/page-loader';
import { GuidedSearchProvider } from '../features/search/guided/guided-search-context';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** App shell: navigation bar, the current page, footer. */
export function RootLayout() {
  return (
    <GuidedSearchProvider>
      <a className="skip-link" href="#main">
        {PUBLIC_TEXTS.nav.skip}
      </a>
      <Navbar />
      <Box component="main" id="main" tabIndex={-1} style={{ minHeight: '60vh', outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </GuidedSearchProvider>
  );
}
