import { PRODUCT_NAME, PUBLIC_TEXTS } from '@cimenta/shared';
import { lazy, type ReactNode, useEffect } from 'react';
import { WhenVisible } from '../../components/when-visible';
import { paths } from '../../config/paths';
import { Island } from '../../islands/island';
import { useSeeds } from '../../islands/seeds';
import type { HomeSection } from '../../islands/table';
import { websiteLd } from '../../lib/seo/json-ld';
import { PageHead } from '../../lib/seo/page-head';
import { clearStoredFilter } from '../../lib/storage';
import { DecisionBanner, FindCompanies, TrialOffer } from './banners';
import { FeaturedCompanies } from './featured-companies';
import { Hero } from './hero';
import { JoinBanner } from './join-banner';
import { PromiseSteps } from './promise-steps';
import { ServicesTabs } from './services-tabs';
import { SummaryStrip } from './summary-strip';

export { homeLoader } from './loader';

// Below the fold: loaded when the visitor scrolls near them.
const Testimonials = lazy(() => import('./testimonials'));
const FaqBlock = lazy(() => import('./faq-block'));
const NewsletterBox = lazy(() => import('./newsletter-box'));

/**
 * One of the home's interactive sections (issue 21): an island on the server's page
 * (islands/home-sections.tsx renders the same), as it is in the app.
 */
function Section({ section, calls = [], children }: { section: HomeSection; calls?: string[]; children: ReactNode }) {
  const queries = useSeeds(...calls);
  return (
    <Island name="home-section" props={{ section, queries }}>
      {children}
    </Island>
  );
}

export function HomePage() {
  // Home starts every visit with a clean search (SPEC §2).
  useEffect(() => {
    clearStoredFilter();
  }, []);

  return (
    <>
      <PageHead
        title={PUBLIC_TEXTS.home.documentTitle}
        description={PUBLIC_TEXTS.home.metaDescription}
        path={paths.home}
        breadcrumbs={[]}
        jsonLd={(url) => [websiteLd(PRODUCT_NAME, `${paths.companies}?q={search_term_string}`, url)]}
      />
      <Hero />
      <PromiseSteps />
      <Section section="featured" calls={['GET /provinces', 'GET /companies']}>
        <FeaturedCompanies />
      </Section>
      <Section section="find">
        <FindCompanies />
      </Section>
      <Section section="services" calls={['GET /companytypes', 'GET /activities']}>
        <ServicesTabs />
      </Section>
      <SummaryStrip />
      <TrialOffer />
      <Section section="decision">
        <DecisionBanner />
      </Section>
      <Section section="testimonials">
        <WhenVisible minHeight={360}>
          <Testimonials />
        </WhenVisible>
      </Section>
      <JoinBanner />
      <Section section="faq">
        <WhenVisible minHeight={420}>
          <FaqBlock />
          <NewsletterBox />
        </WhenVisible>
      </Section>
    </>
  );
}
