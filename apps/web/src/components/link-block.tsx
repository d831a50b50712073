import { formatNumber, LANDING_TEXTS, type PriceLink } from '@cimenta/shared';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

type BlockLink = { path: string; label: string };

// Styled inline: a CSS module here would be one more chunk in the pages' first load.
const bare = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * A titled box of links with a figure after each (landing pages: how many companies; the price
 * guide: the median price): `label` words the link, `figure` its figure. One module with
 * `PriceLinks`, so the landing, company and price pages share one chunk for both.
 */
export function LinkBlock<L extends BlockLink>({
  title,
  links,
  label = (l) => l.label,
  figure,
  testId,
}: {
  title: string;
  links: L[];
  label?: (l: L) => string;
  figure: (l: L) => string;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} fz="md" mb="xs">
        {title}
      </Title>
      <Stack gap={6} component="ul" style={bare}>
        {links.map((l) => {
          const text = label(l);
          return (
            <li key={l.path}>
              <Anchor component={Link} to={l.path} size="sm" title={text === l.label ? undefined : l.label}>
                {text}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                ({figure(l)})
              </Text>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** "Precios de proyectos reales": price pages as their questions, with the median (landing and company pages). */
export function PriceLinks({ links }: { links: PriceLink[] }) {
  if (!links.length) return null;
  return <LinkBlock title={LANDING_TEXTS.prices} links={links} figure={(l) => `${formatNumber(l.median)} €`} testId="price-links" />;
}
