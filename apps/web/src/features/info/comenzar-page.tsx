import { ACCOUNT_TEXTS, SEO_TEXTS } from '@cimenta/shared';
import { Anchor, Button, Container, Grid, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageHead } from '../../lib/seo/page-head';
import { useSession } from '../../lib/session';

const T = ACCOUNT_TEXTS.comenzar;

/** /comenzar: the free listing offer, leading to the /rwc stepper. */
export function ComenzarPage() {
  const { isLoggedIn } = useSession();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <PageHead
        title={SEO_TEXTS.comenzar.title}
        description={SEO_TEXTS.comenzar.description}
        path={paths.comenzar}
        breadcrumbs={[{ name: SEO_TEXTS.comenzar.breadcrumb, path: paths.comenzar }]}
      />
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Title order={1} fz={{ base: 30, sm: 44 }}>
              {T.title}
            </Title>
            <Text size="lg" c="dimmed">
              {T.lead}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {T.benefits.map((b) => (
                <Stack key={b.title} gap={4}>
                  <Text fw={700}>{b.title}</Text>
                  <Text size="sm" c="dimmed">
                    {b.text}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="xl" shadow="sm">
            <Stack gap="md">
              <Title order={2} size="h3">
                {T.stepsTitle}
              </Title>
              <List
                type="ordered"
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {T.steps.map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List>
              <Button component={Link} to={paths.rwc} size="lg" fullWidth>
                {T.cta}
              </Button>
              {!isLoggedIn && (
                <Anchor component={Link} to={paths.signIn} size="sm" ta="center">
                  {T.haveAccount}
                </Anchor>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
