import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './home.module.css';

export function PromiseSteps() {
  const T = PUBLIC_TEXTS.home;
  return (
    <section className={classes.section} aria-labelledby="promise-title">
      <Container size="lg">
        <Stack gap={4} mb="xl" align="center" ta="center">
          <Title id="promise-title" order={2}>
            {T.promiseTitle}
          </Title>
          <Text c="dimmed">{T.promiseSubtitle}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {T.steps.map((step, i) => (
            <Stack key={step.title} gap="xs" component="li">
              <Group gap="sm">
                <span className={classes.stepNumber} aria-hidden>
                  {i + 1}
                </span>
                <Title order={3} fz="xl">
                  {step.title}
                </Title>
              </Group>
              <Text>{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
