import { type CompanyCard as Card, formatArea, formatBudget, PUBLIC_TEXTS } from '@cimenta/shared';
import { Avatar, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import classes from './company-card.module.css';

const T = PUBLIC_TEXTS.card;

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

export function locationOf(c: Pick<Card, 'address'>): string {
  const city = c.address.city?.name;
  const province = c.address.province?.name;
  if (city && province && !city.toLowerCase().startsWith(province.toLowerCase())) return `${city}, ${province}`;
  return city || province || T.noLocation;
}

/** '50 - 500 m²', 'Más de 20.000 m²'. */
export function areaRange(r: Card['area']): string {
  return r.min === r.max ? `${formatArea(r.min)} m²` : `${formatArea(r.min)} - ${formatArea(r.max)} m²`;
}
export function budgetRange(r: Card['budget']): string {
  return r.min === r.max ? `${formatBudget(r.min)} €` : `${formatBudget(r.min)} - ${formatBudget(r.max)} €`;
}

type Props = { company: Card; compact?: boolean; headingLevel?: 2 | 3 };

/** A company in a list: the whole card opens the company page (the link sits on the name). */
export function CompanyCard({ company: c, compact = false, headingLevel = 3 }: Props) {
  const image = c.picture ?? c.photo;
  const shown = c.activities.slice(0, compact ? 2 : 4);
  const more = c.activities.length - shown.length;
  return (
    <Paper withBorder radius="lg" className={classes.card} data-layout={compact ? 'compact' : 'wide'} data-testid="company-card">
      <Box className={compact ? classes.mediaCompact : classes.media}>
        {image ? <img src={image} alt="" loading="lazy" className={classes.image} /> : <div className={classes.placeholder} />}
      </Box>
      <Stack gap={8} p="md" className={classes.body}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={c.logo} alt={T.logoAlt(c.name)} radius="md" size={44} color="brand">
            {initials(c.name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={headingLevel} fz="md" lh={1.3} className={classes.title}>
              <Link to={paths.company(c.id)} className={classes.link}>
                {c.name}
              </Link>
            </Title>
            <Text size="sm" c="dimmed">
              {c.type.name}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" truncate>
            {locationOf(c)}
          </Text>
        </Group>
        {!compact && c.description && (
          <Text size="sm" lineClamp={2}>
            {c.description}
          </Text>
        )}
        <Group gap={6}>
          {shown.map((a) => (
            <Badge key={a.id} variant="light" color="gray" radius="sm" tt="none" fw={500} c="dark.6">
              {a.name}
            </Badge>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed">
              {T.moreActivities(more)}
            </Text>
          )}
        </Group>
        {!compact && (
          <dl className={classes.facts}>
            <div>
              <dt>{T.area}</dt>
              <dd>{areaRange(c.area)}</dd>
            </div>
            <div>
              <dt>{T.budget}</dt>
              <dd>{budgetRange(c.budget)}</dd>
            </div>
            {c.employees && (
              <div>
                <dt>{T.employees}</dt>
                <dd>{c.employees.label}</dd>
              </div>
            )}
          </dl>
        )}
      </Stack>
    </Paper>
  );
}
