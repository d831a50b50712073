import { FEATURED_CITIES, HOME_BLOCK_SIZE, PUBLIC_TEXTS } from '@cimenta/shared';
import { Anchor, Center, Container, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type MouseEvent, useMemo, useState } from 'react';
import { useCompanies } from '../../api/companies';
import { useProvinces } from '../../api/provinces';
import { paths } from '../../app/paths';
import { CompanyCard } from '../../components/company-card';
import { searchAllCompanies, searchCompanies } from '../search/search-store';
import classes from './home.module.css';

const T = PUBLIC_TEXTS.home;
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 'Descubre empresas cerca de ti': featured cities that exist as provinces (SPEC §9). */
export function FeaturedCompanies() {
  const provinces = useProvinces();
  const cities = useMemo(() => {
    const names = (provinces.data ?? []).map((p) => p.name);
    return FEATURED_CITIES.map((c) => names.find((n) => fold(n) === fold(c))).filter((n): n is string => Boolean(n));
  }, [provinces.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen && cities.includes(chosen) ? chosen : (cities[0] ?? null);

  return (
    <section className={classes.sectionAlt} aria-labelledby="featured-title">
      <Container size="lg">
        <Group justify="space-between" align="flex-end" mb="lg">
          <Stack gap={4}>
            <Title id="featured-title" order={2}>
              {T.featuredTitle}
            </Title>
            <Text c="dimmed">{T.featuredSubtitle}</Text>
          </Stack>
        </Group>
        {provinces.isLoading ? (
          <Center py="xl">
            <Loader aria-label={PUBLIC_TEXTS.loading} />
          </Center>
        ) : (
          <Tabs value={active} onChange={setChosen} keepMounted={false}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Tabs.List aria-label={T.featuredCities}>
                {cities.map((c) => (
                  <Tabs.Tab key={c} value={c}>
                    {c}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Anchor
                href={paths.companies}
                onClick={(e: MouseEvent) => {
                  e.preventDefault();
                  searchAllCompanies();
                }}
                aria-label={T.othersLabel}
                fw={600}
              >
                {T.others}
              </Anchor>
            </Group>
            {cities.map((c) => (
              <Tabs.Panel key={c} value={c} pt="lg">
                <CityCompanies city={c} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Container>
    </section>
  );
}

function CityCompanies({ city }: { city: string }) {
  const companies = useCompanies({ cityName: city, perPage: HOME_BLOCK_SIZE });
  if (companies.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={PUBLIC_TEXTS.loading} />
      </Center>
    );
  }
  const items = companies.data?.items.slice(0, HOME_BLOCK_SIZE) ?? [];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      {items.map((c) => (
        <CompanyCard key={c.id} company={c} compact />
      ))}
      {!items.length && <Text c="dimmed">{T.featuredEmpty}</Text>}
      <a
        href={paths.companies}
        className={classes.seeAll}
        aria-label={T.seeAllIn(city)}
        onClick={(e) => {
          e.preventDefault();
          searchCompanies({ provinceName: city });
        }}
      >
        {T.seeAll}
        <IconArrowRight size={20} aria-hidden />
      </a>
    </SimpleGrid>
  );
}
