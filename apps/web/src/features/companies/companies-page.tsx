import { companiesHref, formatNumber, PAGE_SIZE, PUBLIC_TEXTS, SEO_TEXTS } from '@cimenta/shared';
import { Center, Container, Group, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCompanies } from '../../api/companies';
import { CompanyCard } from '../../components/company-card';
import { paths } from '../../config/paths';
import { Island } from '../../islands/island';
import { useSeeds } from '../../islands/seeds';
import type { ResultsState } from '../../islands/table';
import { itemListLd } from '../../lib/seo/json-ld';
import { PageHead } from '../../lib/seo/page-head';
import { Searcher, WhatBox } from '../search';
import { useResultsUrl } from './url-state';
import classes from './companies-page.module.css';
import { FilterSummary } from './filter-summary';
import { clearPicks, PickBox, ResultsPicks } from './quote-picks';
import { ResultsOrder } from './results-order';
import { ResultsBanner, ResultsEmpty, ResultsFacets } from './results-parts';
import { resultsQuery } from './results-query';
export { companiesLoader } from './loader';

const T = PUBLIC_TEXTS.results;

/** The answers whose names the facets, the filter's words and the empty state show. */
const NAME_CALLS = ['GET /companytypes', 'GET /activities', 'GET /provinces', 'GET /employees'];

/**
 * /companies: the results of the saved filter, 20 per page (SPEC §2, §7). On the server's page its
 * interactive parts are islands (issue 21, ARCHITECTURE.md "Islands"): the search box, the order,
 * the search's banner, the facets, the empty state, the pick boxes, the guided quote's banner and
 * the picks' bar, and the start that keeps the stored filter and the address in step; the results,
 * the filter in words and the pages are server HTML and links. In the app (reached from a page
 * hydrated whole) the same components render as they are.
 */
export function CompaniesPage() {
  // Filter, text, order, page, `literal` (the text as typed) and `relax` (from the guided search)
  // live in the URL, in step with storage (features/companies/url-state, issue 9 and 10).
  const { filter, text, order, page, literal, relax } = useResultsUrl();
  const state: ResultsState = { filter, text, order, page, literal, relax };

  const results = useCompanies(resultsQuery({ filter, text, order, page, literal, relax }));
  const data = results.data;
  const topRef = useRef<HTMLDivElement>(null);
  // The slide-in (SPEC §2) plays when the list is reached inside the app, not on a page the server
  // rendered: there it would run while the first screen shows and move it (`html[data-hydrated]`
  // is set once React has taken the page over, so the server and hydration render agree).
  const [slideIn] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== undefined);
  // The picks are the page's: leaving it (in the app) forgets them.
  useEffect(() => clearPicks, []);
  // The activities too: the searcher's selects show the filter's activity and sub-activity by name.
  const searchQueries = useSeeds('GET /companytypes', 'GET /provinces', 'GET /activities');
  const nameQueries = useSeeds(...NAME_CALLS);

  // Pages are links to the URLs they stand for (crawlers, no JavaScript, a new tab); React
  // Router's links make the same navigation inside the app, a page load on the server's page.
  const pageHref = (p: number) => companiesHref({ filter, text, order, page: p, literal, relax });
  const lastPage = data ? Math.min(page, data.pages) : page;
  const picks = data?.items.map(({ id, name }) => ({ id, name })) ?? [];

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
      <Island name="results-start" props={{}}>
        {null}
      </Island>
      <div className={slideIn ? classes.slideIn : undefined}>
        <div className={classes.head}>
          <Container size="lg" py="lg">
            <Stack gap="md">
              <Island name="results-search" props={{ text, queries: searchQueries }}>
                <WhatBox text={text} />
                <Searcher />
              </Island>
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
              <Island name="results-order" props={{ state }}>
                <ResultsOrder state={state} />
              </Island>
            </Group>
          </Group>

          <Island name="results-banner" props={{ state, search: data?.search, relaxed: data?.relaxed }}>
            <ResultsBanner state={state} search={data?.search} relaxed={data?.relaxed} />
          </Island>
          <Island name="results-facets" props={{ state, facets: data?.facets, queries: nameQueries }}>
            <ResultsFacets state={state} facets={data?.facets} />
          </Island>
          {results.isLoading ? (
            <Center py={80}>
              <Loader aria-label={T.loading} />
            </Center>
          ) : data && data.items.length > 0 ? (
            <Stack gap="lg" style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }} aria-busy={results.isFetching}>
              <Island name="results-picks" props={{ part: 'banner', items: picks }}>
                <ResultsPicks part="banner" items={picks} />
              </Island>
              <SimpleGrid cols={1} spacing="md" data-testid="results">
                {data.items.map((c, i) => (
                  <CompanyCard
                    key={c.id}
                    company={c}
                    priority={i === 0}
                    headingLevel={2}
                    searchedPlace={filter.provinceName}
                    footer={
                      <Island name="results-pick" props={{ company: { id: c.id, name: c.name } }}>
                        <PickBox company={c} />
                      </Island>
                    }
                  />
                ))}
              </SimpleGrid>
              <Island name="results-picks" props={{ part: 'bar', items: picks }}>
                <ResultsPicks part="bar" items={picks} />
              </Island>
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
            <Island name="results-empty" props={{ state, corrected: data?.search?.corrected, queries: nameQueries }}>
              <ResultsEmpty state={state} corrected={data?.search?.corrected} />
            </Island>
          )}
        </Container>
      </div>
    </div>
  );
}
