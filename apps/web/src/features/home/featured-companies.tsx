import { companiesHref, FEATURED_CITIES, HOME_BLOCK_SIZE, matchPlaces, PUBLIC_TEXTS } from '@cimenta/shared';
import { Anchor, Center, Container, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type MouseEvent, useMemo, useState } from 'react';
import { useCompanies } from '../../api/companies';
import { useProvinces } from '../../api/provinces';
import { paths } from '../../config/paths';
import { CompanyCard } from '../../components/company-card';
import { searchAllCompanies, searchCompanies } from '../search';
import classes from './home.module.css';

const T = PUBLIC_TEXTS.home;
type City = { label: string; province: string };

/** The featured cities that match one of these province names (the home's loader asks for the first one's companies). */
export function featuredCities(provinceNames: string[]): City[] {
  return FEATURED_CITIES.flatMap((label): City[] => {
    const province = matchPlaces(label, provinceNames, (n) => n)[0];
    return province ? [{ label, province }] : [];
  });
}

/** The query of a city's block. */
export const cityCompaniesQuery = (city: City) => ({ cityName: city.province, perPage: HOME_BLOCK_SIZE });

/**
 * 'Descubre empresas cerca de ti': featured cities that match a province (SPEC §9), by the names
 * people use: Bilbao is shown as Bilbao and searched as its province, Bizkaia.
 */
export function FeaturedCompanies() {
  const provinces = useProvinces();
  const cities = useMemo(() => featuredCities((provinces.data ?? []).map((p) => p.name)), [provinces.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen && cities.some((c) => c.label === chosen) ? chosen : (cities[0]?.label ?? null);

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
                  <Tabs.Tab key={c.label} value={c.label}>
                    {c.label}
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
              <Tabs.Panel key={c.label} value={c.label} pt="lg">
                <CityCompanies city={c} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Container>
    </section>
  );
}

function CityCompanies({ city }: { city: City }) {
  const companies = useCompanies(cityCompaniesQuery(city));
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
        <CompanyCard key={c.id} company={c} compact searchedPlace={city.province} />
      ))}
      {!items.length && <Text c="dimmed">{T.featuredEmpty}</Text>}
      <a
        href={companiesHref({ provinceName: city.province })}
        className={classes.seeAll}
        aria-label={T.seeAllIn(city.label)}
        onClick={(e) => {
          e.preventDefault();
          searchCompanies({ provinceName: city.province });
        }}
      >
        {T.seeAll}
        <IconArrowRight size={20} aria-hidden />
      </a>
    </SimpleGrid>
  );
}
