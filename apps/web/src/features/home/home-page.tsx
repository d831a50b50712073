import { PRODUCT_NAME, PUBLIC_TEXTS } from '@cimenta/shared';
import { lazy, useEffect } from 'react';
import { WhenVisible } from '../../components/when-visible';
import { paths } from '../../config/paths';
import { websiteLd } from '../../lib/seo/json-ld';
import { PageHead } from '../../lib/seo/page-head';
import { clearStoredFilter } from '../../lib/storage';
import { DecisionBanner, FindCompanies, JoinBanner, TrialOffer } from './banners';
import { FeaturedCompanies } from './featured-companies';
import { Hero } from './hero';
import { PromiseSteps } from './promise-steps';
import { ServicesTabs } from './services-tabs';
import { SummaryStrip } from './summary-strip';

export { homeLoader } from './loader';

// Below the fold: loaded when the visitor scrolls near them.
const Testimonials = lazy(() => import('./testimonials'));
const FaqBlock = lazy(() => import('./faq-block'));
const NewsletterBox = lazy(() => import('./newsletter-box'));

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
      <FeaturedCompanies />
      <FindCompanies />
      <ServicesTabs />
      <SummaryStrip />
      <TrialOffer />
      <DecisionBanner />
      <WhenVisible minHeight={360}>
        <Testimonials />
      </WhenVisible>
      <JoinBanner />
      <WhenVisible minHeight={420}>
        <FaqBlock />
        <NewsletterBox />
      </WhenVisible>
    </>
  );
}
