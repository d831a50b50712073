import { type CompanyOrder, companiesHref, formatNumber, ORDERS, PAGE_SIZE, PUBLIC_TEXTS, SEO_TEXTS } from '@cimenta/shared';
import { Center, Container, Group, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCompanies } from '../../api/companies';
import { CompanyCard } from '../../components/company-card';
import { LazySelect } from '../../components/lazy-select';
import { paths } from '../../config/paths';
import { itemListLd } from '../../lib/seo/json-ld';
import { PageHead } from '../../lib/seo/page-head';
import { setGuidedQuote, useGuidedQuote } from '../../lib/guided-quote';
import { searchCompanies, Searcher, WhatBox } from '../search';
import { useResultsUrl } from './url-state';
import classes from './companies-page.module.css';
import { EmptyState } from './empty-state';
import { Facets } from './facets';
import { FilterSummary } from './filter-summary';
import { GuidedQuoteBanner, PickBox, PicksBar, usePicks } from './quote-picks';
import { resultsQuery } from './results-query';
export { companiesLoader } from './loader';
import { SearchBanner } from './search-banner';

const T = PUBLIC_TEXTS.results;

/** /companies: the results of the saved filter, 20 per page (SPEC §2, §7). */
export function CompaniesPage() {
  // Filter, text, order, page, `literal` (the text as typed) and `relax` (from the guided search)
  // live in the URL, in step with storage (features/companies/url-state, issue 9 and 10).
  const { filter, text, order, page, literal, relax, update } = useResultsUrl();

  const results = useCompanies(resultsQuery({ filter, text, order, page, literal, relax }));
  const data = results.data;
  const topRef = useRef<HTMLDivElement>(null);
  // The slide-in (SPEC §2) plays when the list is reached inside the app, not on a page the server
  // rendered: there it would run while the first screen shows and move it (`html[data-hydrated]`
  // is set once React has taken the page over, so the server and hydration render agree).
  const [slideIn] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== undefined);

  // Unchosen, the API ranks by relevance: the text's, or without text the most complete profiles first.
  const effectiveOrder: CompanyOrder = order ?? 'relevance';
  const searchText = (q: string) => update({ text: q, page: 1, literal: false, relax: false });
  // One navigation to the URL without text or filters (a second one, through `update`, would race it
  // and `resultsHref` would still read the text from the address).
  const seeAll = () => searchCompanies({}, { dropText: true });
  // Pages and facet values are links to the URLs they stand for (crawlers, no JavaScript, a new
  // tab); React Router's links make the same navigation inside the app.
  const pageHref = (p: number) => companiesHref({ filter, text, order, page: p, literal, relax });
  const filterHref = (f: typeof filter) => companiesHref({ filter: f, text, order });
  const lastPage = data ? Math.min(page, data.pages) : page;
  const picking = usePicks();
  // "Pedir presupuesto" on the guided search's last step: its answers wait here for the picks.
  const guidedQuote = useGuidedQuote();

  return (
    // The clip keeps the slide-in from widening the page (a horizontal scrollbar on phones).
    <div className={classes.clip}>
      <PageHead
        title={page > 1 ? SEO_TEXTS.companies.pageTitle(page) : SEO_TEXTS.companies.title}
        description={data ? SEO_TEXTS.companies.description(formatNumber(data.total)) : SEO_TEXTS.defaultDescription}
        path={companiesHref({ filter, page })}
        breadcrumbs={[{ name: SEO_TEXTS.companies.breadcrumb, path: paths.companies }]}
        // A page past the last one is no page (a soft 404 before): 404 and not indexed.
        {...(data && data.total > 0 && data.page > data.pages ? { noindex: true, status: 404 } : {})}
        jsonLd={(url) => (data ? [itemListLd(data.items, paths.company, url, (data.page - 1) * PAGE_SIZE)] : [])}
      />
      <div className={slideIn ? classes.slideIn : undefined}>
        <div className={classes.head}>
          <Container size="lg" py="lg">
            <Stack gap="md">
              <WhatBox text={text} />
              <Searcher />
            </Stack>
          </Container>
        </div>
        <Container size="lg" py="lg" ref={topRef} className={classes.main}>
          <Group justify="space-between" align="flex-end" mb="md" gap="md">
            <Stack gap={2}>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {T.title}
              </Title>
              <Text c="dimmed" role="status" aria-live="polite" data-testid="results-count">
                {data ? T.count(formatNumber(data.total)) : T.loading}
              </Text>
              <FilterSummary filter={filter} />
            </Stack>
            <Group gap="sm" align="flex-end">
              <LazySelect
                label={T.order}
                data={ORDERS.map((o) => ({ value: o, label: T.orders[o] }))}
                value={effectiveOrder}
                onChange={(v) => update({ order: v as CompanyOrder | null, page: 1 })}
                allowDeselect={false}
                w={{ base: '100%', xs: 200 }}
              />
            </Group>
          </Group>

          <SearchBanner
            search={data?.search}
            relaxed={data?.relaxed}
            onLiteral={() => update({ literal: true, page: 1 })}
            onText={searchText}
          />
          <Facets facets={data?.facets} filter={filter} onFilter={searchCompanies} hrefOf={filterHref} />
          {results.isLoading ? (
            <Center py={80}>
              <Loader aria-label={T.loading} />
            </Center>
          ) : data && data.items.length > 0 ? (
            <Stack gap="lg" style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }} aria-busy={results.isFetching}>
              {guidedQuote && (
                <GuidedQuoteBanner
                  available={data.items.length}
                  onPickFirst={() => picking.pickFirst(data.items)}
                  onDismiss={() => setGuidedQuote(null)}
                />
              )}
              <SimpleGrid cols={1} spacing="md" data-testid="results">
                {data.items.map((c, i) => (
                  <CompanyCard
                    key={c.id}
                    company={c}
                    priority={i === 0}
                    headingLevel={2}
                    searchedPlace={filter.provinceName}
                    footer={<PickBox company={c} {...picking} />}
                  />
                ))}
              </SimpleGrid>
              <PicksBar {...picking} guided={guidedQuote} />
              {data.pages > 1 && (
                <Center>
                  <Pagination
                    total={data.pages}
                    value={lastPage}
                    // The link navigates (a history entry); this only brings the list's top into view.
                    onChange={() => topRef.current?.scrollIntoView({ behavior: 'smooth' })}
                    getControlProps={(control) => {
                      const to = control === 'next' ? lastPage + 1 : control === 'previous' ? lastPage - 1 : 0;
                      const label = control === 'next' ? T.nextPage : control === 'previous' ? T.previousPage : control;
                      return to >= 1 && to <= data.pages
                        ? { 'aria-label': label, component: Link, to: pageHref(to) }
                        : { 'aria-label': label };
                    }}
                    getItemProps={(p) => ({ 'aria-label': T.pageN(p), component: Link, to: pageHref(p) })}
                    aria-label={T.pagination}
                    siblings={1}
                    boundaries={1}
                  />
                </Center>
              )}
            </Stack>
          ) : (
            <EmptyState
              text={text}
              corrected={data?.search?.corrected}
              filter={filter}
              onText={searchText}
              onFilter={searchCompanies}
              onSeeAll={seeAll}
            />
          )}
        </Container>
      </div>
    </div>
  );
}
