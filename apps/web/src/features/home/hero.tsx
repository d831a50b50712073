import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useCompaniesTotal } from '../../api/companies';
import { Island } from '../../islands/island';
import { useSeeds } from '../../islands/seeds';
import { Searcher, WhatBox } from '../search';
import classes from './home.module.css';

export function Hero() {
  const T = PUBLIC_TEXTS.home;
  const total = useCompaniesTotal();
  const queries = useSeeds('GET /companytypes', 'GET /provinces');
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <Stack gap="lg">
          <Title id="hero-title" order={1} className={classes.heroTitle}>
            {T.heroTitle}
          </Title>
          <Text size="lg" className={classes.heroText}>
            {T.heroText(total.data)}
          </Text>
          {/* On the server's page: the home's start (a clean search, SPEC §2) and the search box, islands of their own. */}
          <Island name="home-start" props={{}}>
            {null}
          </Island>
          <Island name="home-search" props={{ queries }}>
            <WhatBox size="lg" onDark />
            <Searcher />
          </Island>
        </Stack>
      </Container>
    </section>
  );
}
