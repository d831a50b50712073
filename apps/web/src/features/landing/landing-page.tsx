import {
  type CompanyFilter,
  companiesHref,
  formatNumber,
  LANDING_TEXTS,
  type LandingKind,
  type LandingPage as Page,
  landingPath,
  PAGE_SIZE,
  PUBLIC_TEXTS,
} from '@cimenta/shared';
import { Anchor, Box, Breadcrumbs, Button, Center, Container, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { activitiesQueryOptions } from '../../api/activities';
import { companyTypesQueryOptions } from '../../api/company-types';
import { employeesQueryOptions } from '../../api/employees';
import { provincesQueryOptions } from '../../api/provinces';
import { Island } from '../../islands/island';
import { NotFoundPage } from '../../app/not-found-page';
import { PageLoadFailed } from '../../components/page-load-failed';
import { CompanyCard } from '../../components/company-card';
import { ApiError } from '../../lib/api';
import { itemListLd } from '../../lib/seo/json-ld';
import { PageHead } from '../../lib/seo/page-head';
import { paths } from '../../config/paths';
import { Facets } from '../companies';
import { LinkBlock, PriceLinks } from '../../components/link-block';
// biome-ignore lint/style/noRestrictedImports: the store itself, not features/search's index, which would bring the searcher (its selects and styles, 11 KB gzipped) into this page's first load: the index's modules have side effects (CSS, lazy()) that the bundler keeps
import { searchCompanies, selectionActions } from '../search/search-store';
import classes from './landing.module.css';
import { landingPageNumber, useLandingPage } from './queries';

export { landingLoader } from './loader';

const T = LANDING_TEXTS;

/** `/empresas/{type}/{province}` and `/servicios/{activity}/{province}` (docs/SEO.md). */
export function LandingPage({ kind }: { kind: LandingKind }) {
  const { service = '', province = '' } = useParams();
  const [params] = useSearchParams();
  const page = landingPageNumber(params.get('page'));
  const query = useLandingPage({ kind, service, province, page: page ?? 1 });

  // `?page=0`, `?page=x`: no such page.
  if (page === null) return <NotFoundPage />;
  if (query.isLoading) {
    return (
      <Center py={120}>
        <Loader aria-label={PUBLIC_TEXTS.loading} />
      </Center>
    );
  }
  if (query.error || !query.data) {
    const missing = query.error instanceof ApiError && query.error.status < 500;
    if (missing) return <NotFoundPage />;
    return <PageLoadFailed />;
  }
  return <LandingView page={query.data} busy={query.isPlaceholderData} />;
}

/** The facets, an island with the names they read as the server had them (src/islands/landing-facets.tsx). */
function FacetsIsland({ facets, filter }: { facets: Page['facets']; filter: CompanyFilter }) {
  const qc = useQueryClient();
  const queries = [companyTypesQueryOptions(), activitiesQueryOptions({}), provincesQueryOptions(''), employeesQueryOptions()].map((o) => ({
    queryKey: o.queryKey as readonly unknown[],
    data: qc.getQueryData(o.queryKey),
  }));
  return (
    <Island name="landing-facets" props={{ facets, filter, queries: queries.filter((q) => q.data !== undefined) }}>
      <Facets facets={facets} filter={filter} onFilter={searchCompanies} hrefOf={companiesHref} />
    </Island>
  );
}

function LandingView({ page: p, busy }: { page: Page; busy: boolean }) {
  const { items, page, pages, total } = p.companies;
  const filter =
    p.kind === 'empresas' ? { type: p.service.id, provinceName: p.province.name } : { parent: p.service.id, provinceName: p.province.name };
  const moreFilters = () => {
    if (p.kind === 'empresas') selectionActions.selectType(p.service.id);
    searchCompanies(filter);
  };
  return (
    <Container size="lg" py="lg">
      <PageHead
        title={p.title}
        description={p.description}
        path={p.path}
        image={items[0]?.logo ?? null}
        breadcrumbs={p.breadcrumbs.filter((b) => b.path !== paths.home)}
        // The list is the whole listing (positions continue across pages), so it counts every company.
        jsonLd={(url) => [
          { ...itemListLd(items, paths.company, url, (page - 1) * PAGE_SIZE), name: p.heading, url: url(p.path), numberOfItems: total },
        ]}
      />

      <Box component="nav" aria-label={T.breadcrumbs}>
        <Breadcrumbs separator="›" classNames={{ root: classes.breadcrumbs }}>
          {p.breadcrumbs.map((b, i) =>
            i === p.breadcrumbs.length - 1 ? (
              <Text key={b.path} size="sm" aria-current="page" className={classes.current}>
                {b.name}
              </Text>
            ) : (
              <Anchor key={b.path} component={Link} to={b.path} size="sm">
                {b.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </Box>

      <Stack gap={6} mt="md" mb="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {p.heading}
        </Title>
        <Text className={classes.intro}>{p.description}</Text>
        <Text c="dimmed" size="sm" data-testid="landing-count">
          {T.results(total)}
          {pages > 1 ? ` · ${T.pageOf(page, pages)}` : ''}
        </Text>
      </Stack>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg" style={{ opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
            <SimpleGrid cols={1} spacing="md" data-testid="landing-results">
              {items.map((c, i) => (
                <CompanyCard key={c.id} company={c} priority={i === 0} headingLevel={2} searchedPlace={p.province.name} />
              ))}
            </SimpleGrid>
            {pages > 1 && <Pager page={p} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {/* A value opens the results page with this page's search and that value. */}
            <FacetsIsland facets={p.facets} filter={filter} />
            {p.neighbours.length > 0 && (
              <LinkBlock
                title={T.nearby(p.service.name)}
                links={p.neighbours}
                label={(l) => l.province.name}
                figure={(l) => formatNumber(l.total)}
              />
            )}
            {p.siblings.length > 0 && (
              <LinkBlock
                title={T.others(p.province.name)}
                links={p.siblings}
                label={(l) => l.service.name}
                figure={(l) => formatNumber(l.total)}
              />
            )}
            <PriceLinks links={p.prices} />
            {/* A link to the results (an islands page is not hydrated here); in the app it also keeps the type tab. */}
            <Button
              component={Link}
              to={companiesHref({ filter })}
              variant="light"
              leftSection={<IconSearch size={16} aria-hidden />}
              onClick={(e: MouseEvent) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                moreFilters();
              }}
              className={classes.wrapButton}
            >
              {T.seeAll(p.heading)}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** Links to the other pages: real URLs (`?page=n`), so every page can be crawled and shared. */
function Pager({ page: p }: { page: Page }) {
  const { page, pages } = p.companies;
  const to = (n: number) => landingPath(p.kind, p.service.slug, p.province.slug, n);
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <Group component="nav" aria-label={T.pagination} justify="center" gap="xs">
      {page > 1 && (
        <Button
          component={Link}
          to={to(page - 1)}
          rel="prev"
          variant="default"
          size="sm"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
        >
          {T.previous}
        </Button>
      )}
      {numbers.map((n, i) => (
        <Group key={n} gap="xs">
          {i > 0 && n - (numbers[i - 1] as number) > 1 && <Text c="dimmed">…</Text>}
          <Button
            component={Link}
            to={to(n)}
            size="sm"
            variant={n === page ? 'filled' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Página ${n}`}
          >
            {n}
          </Button>
        </Group>
      ))}
      {page < pages && (
        <Button
          component={Link}
          to={to(page + 1)}
          rel="next"
          variant="default"
          size="sm"
          rightSection={<IconChevronRight size={16} aria-hidden />}
        >
          {T.next}
        </Button>
      )}
    </Group>
  );
}
