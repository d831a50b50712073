import { PUBLIC_TEXTS, SEO_TEXTS } from '@cimenta/shared';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { PageHead } from '../lib/seo/page-head';

export function NotFoundPage() {
  const T = PUBLIC_TEXTS.notFound;
  return (
    <Container size="sm" py={80}>
      <PageHead title={SEO_TEXTS.notFound.title} description={SEO_TEXTS.notFound.description} path={paths.home} noindex status={404} />
      <Stack align="center" ta="center">
        <Title order={1}>{T.title}</Title>
        <Text c="dimmed">{T.text}</Text>
        <Button component={Link} to={paths.home}>
          {T.home}
        </Button>
      </Stack>
    </Container>
  );
}
