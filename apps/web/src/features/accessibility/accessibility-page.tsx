import { ACCESSIBILITY_TEXTS, CONTACT_EMAIL } from '@cimenta/shared';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../config/paths';
import { PageHead } from '../../lib/seo/page-head';

const T = ACCESSIBILITY_TEXTS;

/** /accesibilidad: the accessibility statement (issue 9), linked from the footer. */
export function AccessibilityPage() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <PageHead
        title={T.title}
        description={T.description}
        path={paths.accessibility}
        breadcrumbs={[{ name: T.breadcrumb, path: paths.accessibility }]}
      />
      <Stack gap="xl">
        <Stack gap="md">
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {T.heading}
          </Title>
          <Text size="lg" c="dimmed">
            {T.lead}
          </Text>
        </Stack>
        {T.sections.map((section) => (
          <Stack key={section.title} gap="sm" component="section">
            <Title order={2} fz="xl">
              {section.title}
            </Title>
            {'paragraphs' in section && section.paragraphs.map((p) => <Text key={p}>{p}</Text>)}
            {'items' in section && (
              <List spacing="xs">
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <Text>
          {T.contactLabel}: <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {T.updated}
        </Text>
      </Stack>
    </Container>
  );
}
