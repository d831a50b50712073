/** /normas-de-opiniones: the moderation rules every review links to (issue 19). */
import { REVIEW_RULES, REVIEW_TEXTS } from '@cimenta/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../config/paths';
import { PageHead } from '../../lib/seo/page-head';

export function ReviewRulesPage() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <PageHead title={REVIEW_TEXTS.rulesTitle} description={REVIEW_RULES[0]?.text ?? ''} path={paths.reviewRules} />
      <Title order={1} mb="lg">
        {REVIEW_TEXTS.rulesTitle}
      </Title>
      <Stack gap="lg">
        {REVIEW_RULES.map((r) => (
          <section key={r.title}>
            <Title order={2} fz="lg" mb={4}>
              {r.title}
            </Title>
            <Text>{r.text}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
