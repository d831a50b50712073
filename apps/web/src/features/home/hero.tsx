import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useCompaniesTotal } from '../../api/companies';
import { Searcher, WhatBox } from '../search';
import classes from './home.module.css';

export function Hero() {
  const T = PUBLIC_TEXTS.home;
  const total = useCompaniesTotal();
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
          <WhatBox size="lg" onDark />
          <Searcher />
        </Stack>
      </Container>
    </section>
  );
}
