import { ACCOUNT_TEXTS, SEO_TEXTS } from '@cimenta/shared';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageHead } from '../../lib/seo/page-head';

const T = ACCOUNT_TEXTS.knowMe;

/** /know-me: what Cimenta is, for clients and for companies. */
export function KnowMePage() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <PageHead
        title={SEO_TEXTS.knowMe.title}
        description={SEO_TEXTS.knowMe.description}
        path={paths.knowMe}
        breadcrumbs={[{ name: SEO_TEXTS.knowMe.breadcrumb, path: paths.knowMe }]}
      />
      <Stack gap={40}>
        <Stack gap="md" maw={760}>
          <Title order={1} fz={{ base: 30, sm: 44 }}>
            {T.title}
          </Title>
          <Text size="lg" c="dimmed">
            {T.lead}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {[
            { icon: <IconSearch size={22} />, title: T.forClientsTitle, text: T.forClients },
            { icon: <IconBuildingSkyscraper size={22} />, title: T.forCompaniesTitle, text: T.forCompanies },
          ].map((b) => (
            <Paper key={b.title} withBorder radius="md" p="xl">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  {b.icon}
                </ThemeIcon>
                <Title order={2} size="h3">
                  {b.title}
                </Title>
                <Text>{b.text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap="lg">
          <Title order={2}>{T.howTitle}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0 }}>
            {T.steps.map((s, i) => (
              <Stack component="li" key={s.title} gap={6}>
                <Text fw={800} fz={32} c="var(--mantine-primary-color-filled)" aria-hidden>
                  {String(i + 1).padStart(2, '0')}
                </Text>
                <Title order={3} size="h4">
                  {s.title}
                </Title>
                <Text c="dimmed">{s.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Group>
          <Button component={Link} to={paths.companies} size="md">
            {T.ctaSearch}
          </Button>
          <Button component={Link} to={paths.comenzar} size="md" variant="light">
            {T.ctaJoin}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
