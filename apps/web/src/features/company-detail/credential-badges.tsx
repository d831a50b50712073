/**
 * The company page's verified credentials (issue 19), server-rendered: "Seguro de responsabilidad
 * civil · hasta 31/12/2027", with what it covers. Expired ones never reach here (the API drops them).
 */
import type { PublicCredential } from '@cimenta/shared';
import { CREDENTIAL_BADGE_TEXTS } from '@cimenta/shared/texts-credential-badges';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

const T = CREDENTIAL_BADGE_TEXTS;

export function CredentialBadges({ credentials }: { credentials: PublicCredential[] }) {
  if (!credentials.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="credentials-title">
      <Title order={2} size="h4" id="credentials-title" mb={4}>
        {T.title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {T.note}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {credentials.map((b) => (
          <li key={`${b.kind}-${b.expiresOn ?? ''}-${b.detail ?? ''}`}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconRosetteDiscountCheck size={22} color="var(--mantine-color-teal-8)" aria-hidden style={{ flexShrink: 0 }} />
              <div>
                <Text size="sm" fw={600}>
                  {b.expiresOn ? `${b.label} · ${T.until(b.expiresOn)}` : b.label}
                </Text>
                {b.detail && (
                  <Text size="xs" c="dimmed">
                    {b.detail}
                  </Text>
                )}
              </div>
            </Group>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
