/**
 * The home's interactive sections below the search as one island module (issue 21), each hydrated
 * when it comes near the screen or is touched: the featured cities' tabs, the services' tabs, the
 * guided search's buttons and the blocks loaded
 * as they come into view (testimonials, questions, newsletter). What they show first is the
 * server's answers, in their props.
 */
import { lazy } from 'react';
import { WhenVisible } from '../components/when-visible';
import { DecisionBanner, FindCompanies } from '../features/home/banners';
import { FeaturedCompanies } from '../features/home/featured-companies';
import { ServicesTabs } from '../features/home/services-tabs';
import { GuidedScope } from './guided';
import { MantineScope } from './mantine';
import { SeededScope } from './query-scope';
import type { IslandProps } from './table';

const Testimonials = lazy(() => import('../features/home/testimonials'));
const FaqBlock = lazy(() => import('../features/home/faq-block'));
const NewsletterBox = lazy(() => import('../features/home/newsletter-box'));

/** The sections use Mantine (mantine.tsx); those with queries have it from their query scope. */
export default function HomeSectionIsland(props: IslandProps['home-section']) {
  const section = <Section {...props} />;
  return props.section === 'featured' || props.section === 'services' ? section : <MantineScope>{section}</MantineScope>;
}

function Section({ section, queries }: IslandProps['home-section']) {
  switch (section) {
    case 'featured':
      return (
        <SeededScope queries={queries}>
          <FeaturedCompanies />
        </SeededScope>
      );
    case 'services':
      return (
        <SeededScope queries={queries}>
          <ServicesTabs />
        </SeededScope>
      );
    case 'find':
      return (
        <GuidedScope>
          <FindCompanies />
        </GuidedScope>
      );
    case 'decision':
      return (
        <GuidedScope>
          <DecisionBanner />
        </GuidedScope>
      );
    case 'testimonials':
      return (
        <WhenVisible minHeight={360}>
          <Testimonials />
        </WhenVisible>
      );
    case 'faq':
      return (
        <WhenVisible minHeight={420}>
          <FaqBlock />
          <NewsletterBox />
        </WhenVisible>
      );
  }
}
