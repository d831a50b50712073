import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { searchAllCompanies, useGuidedSearch } from '../search';
import classes from './home.module.css';
import { OfferBanner } from './join-banner';

const T = PUBLIC_TEXTS.home;

export function FindCompanies() {
  const guided = useGuidedSearch();
  return (
    <section className={classes.section} aria-labelledby="find-title">
      <Container size="md" ta="center">
        <Stack align="center" gap="md">
          <Title id="find-title" order={2}>
            {T.findTitle}
          </Title>
          <Text c="dimmed" maw={640}>
            {T.findText}
          </Text>
          <Group justify="center">
            <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={searchAllCompanies}>
              {T.findButton}
            </Button>
            <Button size="md" variant="default" leftSection={<IconSparkles size={18} aria-hidden />} onClick={guided.open}>
              {T.findGuided}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

export function TrialOffer() {
  return <OfferBanner id="trial-title" title={T.trialTitle} text={T.trialText} to={paths.comenzar} action={T.trialButton} />;
}

export function DecisionBanner() {
  const guided = useGuidedSearch();
  return (
    <section className={classes.section} aria-labelledby="decision-title">
      <Container size="lg">
        <Group className={classes.decision} justify="space-between" gap="lg">
          <Stack gap="xs" maw={680}>
            <Title id="decision-title" order={2} c="white">
              {T.decisionTitle}
            </Title>
            <Text c="gray.3">{T.decisionText}</Text>
          </Stack>
          <Button size="md" variant="white" color="dark" onClick={guided.open}>
            {T.decisionButton}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
