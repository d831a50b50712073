import { formatNumber, PUBLIC_TEXTS } from '@cimenta/shared';
import { Anchor, Center, Container, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { AppLink } from '../../lib/app-link';
import { useActivities } from '../../api/activities';
import { useCompanyTypes } from '../../api/company-types';
import { paths } from '../../config/paths';
import { searchCompanies, selectionActions } from '../search';
import classes from './home.module.css';

const T = PUBLIC_TEXTS.home;

/** Most-searched services: one tab per company type, its activities with their child counts. */
export function ServicesTabs() {
  const types = useCompanyTypes();
  const [tab, setTab] = useState<string | null>(null);
  const active = tab ?? (types.data?.[0] ? String(types.data[0].id) : null);

  return (
    <section className={classes.section} aria-labelledby="services-title">
      <Container size="lg">
        <Group justify="space-between" align="flex-end" mb="lg">
          <Stack gap={4}>
            <Title id="services-title" order={2}>
              {T.servicesTitle}
            </Title>
            <Text c="dimmed">{T.servicesSubtitle}</Text>
          </Stack>
          <Anchor component={AppLink} to={paths.companies} fw={600}>
            {T.allServices}
          </Anchor>
        </Group>
        {types.isLoading ? (
          <Center py="xl">
            <Loader aria-label={PUBLIC_TEXTS.loading} />
          </Center>
        ) : (
          <Tabs value={active} onChange={setTab} keepMounted={false}>
            <Tabs.List aria-label={PUBLIC_TEXTS.searcher.typeTabs}>
              {types.data?.map((t) => (
                <Tabs.Tab key={t.id} value={String(t.id)}>
                  {t.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {types.data?.map((t) => (
              <Tabs.Panel key={t.id} value={String(t.id)} pt="lg">
                <TypeServices type={t.id} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Container>
    </section>
  );
}

function TypeServices({ type }: { type: number }) {
  const activities = useActivities(type);
  if (activities.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={PUBLIC_TEXTS.loading} />
      </Center>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {activities.data?.map((a) => (
        <UnstyledButton
          key={a.id}
          className={classes.service}
          onClick={() => {
            selectionActions.selectType(type);
            selectionActions.selectActivity({ id: a.id, name: a.name });
            searchCompanies({ type, parent: a.id });
          }}
        >
          <div>
            <Text fw={600}>{a.name}</Text>
            <Text size="sm" c="dimmed">
              {T.servicesCount(formatNumber(a.totalChildren))}
            </Text>
          </div>
          <IconChevronRight size={18} aria-hidden />
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
