/** The price guide's pages (issue 20, docs/SEO.md): `/precios`, `/precios/{actividad}` and `/precios/{actividad}/{provincia}`. */
import { formatEuros, formatEurosPerM2, PRICE_TEXTS, type PriceLink, type PricePage as Page, PUBLIC_TEXTS } from '@cimenta/shared';
import { Anchor, Box, Center, Container, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { PageLoadFailed } from '../../components/page-load-failed';
import { LinkBlock } from '../../components/link-block';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api';
import { PageHead } from '../../lib/seo/page-head';
import classes from './prices.module.css';
import { usePriceIndex, usePricePage } from './queries';

export { pricesLoader } from './loader';

const T = PRICE_TEXTS;

/** Loading, a missing page (404) or a failure, as the landing pages show them. */
function State({ error }: { error: unknown }) {
  if (!error)
    return (
      <Center py={120}>
        <Loader aria-label={PUBLIC_TEXTS.loading} />
      </Center>
    );
  if (error instanceof ApiError && error.status < 500) return <NotFoundPage />;
  return <PageLoadFailed />;
}

function Crumbs({ items }: { items: { name: string; path: string }[] }) {
  return (
    <Box component="nav" aria-label={T.breadcrumbs}>
      {/* A plain list, not Mantine's Breadcrumbs: that would become a chunk shared with the landing pages, one more file in their first load. */}
      <Group component="ol" gap={6} className={classes.crumbs}>
        {items.map((b, i) => (
          <li key={b.path}>
            {i === items.length - 1 ? (
              <Text span size="sm" aria-current="page" className={classes.current}>
                {b.name}
              </Text>
            ) : (
              <Anchor component={Link} to={b.path} size="sm">
                {b.name}
              </Anchor>
            )}
          </li>
        ))}
      </Group>
    </Box>
  );
}

/** `/precios`: every activity with figures, its provinces under it. */
export function PricesIndexPage() {
  const query = usePriceIndex();
  if (!query.data) return <State error={query.error} />;
  const byActivity = new Map<number, { spain?: PriceLink; provinces: PriceLink[]; name: string }>();
  for (const l of query.data) {
    const entry = byActivity.get(l.activity.id) ?? { provinces: [], name: l.activity.name };
    if (l.province) entry.provinces.push(l);
    else entry.spain = l;
    byActivity.set(l.activity.id, entry);
  }
  const crumbs = [
    { name: T.home, path: paths.home },
    { name: T.prices, path: paths.prices },
  ];
  return (
    <Container size="lg" py="lg">
      <PageHead title={T.indexTitle} description={T.indexDescription} path={paths.prices} breadcrumbs={crumbs.slice(1)} />
      <Crumbs items={crumbs} />
      <Stack gap={6} mt="md" mb="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {T.indexHeading}
        </Title>
        <Text className={classes.intro}>{T.indexIntro}</Text>
      </Stack>
      {byActivity.size === 0 && <Text c="dimmed">{T.indexEmpty}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" className={classes.list} data-testid="price-index">
        {[...byActivity.values()].map((a) => {
          const head = a.spain ?? a.provinces[0];
          if (!head) return null;
          return (
            <Paper key={a.name} component="li" withBorder radius="lg" p="md">
              <Anchor component={Link} to={a.spain?.path ?? head.path} fw={700}>
                {a.spain?.label ?? head.label}
              </Anchor>
              {a.spain && (
                <Text size="sm" c="dimmed">
                  {T.median}: {formatEuros(a.spain.median)} · {T.projectsCount(a.spain.projects)}
                </Text>
              )}
              {a.provinces.length > 0 && (
                <Group gap={6} mt="xs" component="ul" className={classes.list} aria-label={`${a.name}: ${T.byProvince.toLowerCase()}`}>
                  {a.provinces.map((p) => (
                    <li key={p.path}>
                      <Anchor component={Link} to={p.path} size="sm" className={classes.chip} title={p.label}>
                        {p.province?.name}
                      </Anchor>
                    </li>
                  ))}
                </Group>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}

/** The route of the three pages: the index without an activity. */
export function PricesRoute() {
  const { activity } = useParams();
  return activity ? <PricePageRoute /> : <PricesIndexPage />;
}

/** `/precios/{actividad}` and `/precios/{actividad}/{provincia}`. */
export function PricePageRoute() {
  const { activity = '', province } = useParams();
  const query = usePricePage({ activity, province });
  if (!query.data) return <State error={query.error} />;
  return <PriceView page={query.data} />;
}

function Figure({ title, median, p25, p75, testId }: { title: string; median: string; p25: string; p75: string; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title} data-testid={testId}>
      <Text fw={700} size="sm" tt="uppercase" c="dimmed">
        {title}
      </Text>
      <Text size="sm" mt={4}>
        {T.median}
      </Text>
      <Text className={classes.figure}>{median}</Text>
      <Text size="sm" mt="xs">
        {T.range} <strong>{T.between(p25, p75)}</strong>
      </Text>
    </Paper>
  );
}

function PriceView({ page: p }: { page: Page }) {
  const place = p.province?.name ?? T.spain;
  return (
    <Container size="lg" py="lg">
      <PageHead
        title={p.title}
        description={p.description}
        path={p.path}
        breadcrumbs={p.breadcrumbs.filter((b) => b.path !== paths.home)}
        // The companies behind the figure (built here: lib/seo/json-ld would become a chunk shared with the landing pages).
        jsonLd={(url) => [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: T.companies,
            numberOfItems: p.companies.length,
            itemListElement: p.companies.map((c, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              url: url(paths.company(c.id)),
              name: c.name,
            })),
          },
        ]}
      />
      <Crumbs items={p.breadcrumbs} />
      <Stack gap={6} mt="md" mb="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {p.heading}
        </Title>
        <Text className={classes.intro}>{p.description}</Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Figure
                testId="price-total"
                title={T.total}
                median={formatEuros(p.total.median)}
                p25={formatEuros(p.total.p25)}
                p75={formatEuros(p.total.p75)}
              />
              {p.perM2 ? (
                <Figure
                  testId="price-m2"
                  title={T.perM2}
                  median={formatEurosPerM2(p.perM2.median)}
                  p25={formatEurosPerM2(p.perM2.p25)}
                  p75={formatEurosPerM2(p.perM2.p75)}
                />
              ) : (
                <Paper withBorder radius="lg" p="lg">
                  <Text fw={700} size="sm" tt="uppercase" c="dimmed">
                    {T.perM2}
                  </Text>
                  <Text size="sm" mt={4}>
                    {T.noPerM2}
                  </Text>
                </Paper>
              )}
            </SimpleGrid>
            <Stack gap={4}>
              <Text fw={600} data-testid="price-projects">
                {T.basedOn(p.projects)}
              </Text>
              <Text size="sm" c="dimmed">
                {T.trimmedNote(p.trimmed)}
                {p.years ? ` ${T.years(p.years.from, p.years.to)}` : ''}
              </Text>
              <Text size="sm" c="dimmed" className={classes.intro}>
                {T.method}
              </Text>
            </Stack>
            <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="price-companies">
              <Title order={2} fz="lg" mb="sm" id="price-companies">
                {T.companies}
              </Title>
              <Stack gap={6} component="ul" className={classes.list}>
                {p.companies.map((c) => (
                  <li key={c.id}>
                    <Anchor component={Link} to={paths.company(c.id)}>
                      {c.name}
                    </Anchor>{' '}
                    <Text span size="sm" c="dimmed">
                      ({T.companyProjects(c.projects)})
                    </Text>
                  </li>
                ))}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {p.places.length > 0 && (
              <LinkBlock
                title={T.places(!!p.province)}
                links={p.places}
                label={(l) => l.province?.name ?? T.spain}
                figure={(l) => formatEuros(l.median)}
              />
            )}
            {p.others.length > 0 && (
              <LinkBlock title={T.others(place)} links={p.others} label={(l) => l.label} figure={(l) => formatEuros(l.median)} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
