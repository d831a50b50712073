import { type Company, formatNumber, LANDING_TEXTS, slugify } from '@cimenta/shared';
import { Anchor, Box, Group, Paper, Text, Title } from '@mantine/core';
import { AppLink } from '../../lib/app-link';
import classes from './landing.module.css';
import { useLandingIndex } from './queries';

const T = LANDING_TEXTS;
const MENU_LINKS = 8;
/** At most this many links of one service, so the block mixes types and activities. */
const MENU_PER_SERVICE = 2;

/** The mega-menu's "Búsquedas frecuentes": the landing pages with the most companies. */
export function LandingMenuLinks({ onDone }: { onDone: () => void }) {
  const links = useLandingIndex({ limit: MENU_LINKS * 5 });
  const perService = new Map<string, number>();
  const shown = (links.data ?? []).filter((l) => {
    const key = `${l.kind}/${l.service.slug}`;
    const n = perService.get(key) ?? 0;
    perService.set(key, n + 1);
    return n < MENU_PER_SERVICE;
  });
  if (!shown.length) return null;
  return (
    <Box component="section" aria-label={T.popular} className={classes.menuBlock}>
      <Text fw={700} size="xs" tt="uppercase" c="dimmed" mb="xs">
        {T.popular}
      </Text>
      <Group gap="xs">
        {shown.slice(0, MENU_LINKS).map((l) => (
          <Anchor key={l.path} component={AppLink} to={l.path} onClick={onDone} size="sm" className={classes.chip}>
            {l.label}
          </Anchor>
        ))}
      </Group>
    </Box>
  );
}

/** The province slug whose landing pages a company's link block lists ('' for none): the company page's loader asks for them too. */
export const companyLinksProvince = (c: Company) => slugify(c.address.province.name);

/** The company page's "Más empresas en {province}": its type and its main activities there. */
export function CompanyLandingLinks({ company: c }: { company: Company }) {
  const province = companyLinksProvince(c);
  const links = useLandingIndex({ province }, !!province);
  const parents = new Set(c.activities.map((a) => a.parent.id));
  const shown = (links.data ?? []).filter((l) => (l.kind === 'empresas' ? l.service.id === c.type.id : parents.has(l.service.id)));
  if (!shown.length) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="more-companies-title">
      <Title order={2} fz="lg" mb="sm" id="more-companies-title">
        {T.more(c.address.province.name)}
      </Title>
      <Box component="ul" className={classes.list}>
        {shown.map((l) => (
          <li key={l.path} className={classes.moreItem}>
            <Anchor component={AppLink} to={l.path} size="sm">
              {l.label}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({formatNumber(l.total)})
            </Text>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
