import { type Activity, type CompanyFilter, type CompanyType, companiesHref, PUBLIC_TEXTS } from '@cimenta/shared';
import { Box, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { AppLink } from '../../lib/app-link';
import { useActivities, useSubActivities } from '../../api/activities';
import { useCompanyTypes } from '../../api/company-types';
import { LandingMenuLinks } from '../landing';
import classes from './mega-menu.module.css';
import { searchAllCompanies, searchCompanies, selectionActions } from './search-store';

const T = PUBLIC_TEXTS.nav;

type Props = { onDone: () => void };

/** 'Explorar empresas': company type → activity → sub-activity, each column with its 'All' entry. */
export function MegaMenu({ onDone }: Props) {
  const types = useCompanyTypes();
  const [type, setType] = useState<CompanyType | null>(null);
  const [activity, setActivity] = useState<Activity | null>(null);
  const activities = useActivities(type?.id);
  const subs = useSubActivities(type?.id, activity?.id);

  // Every search entry is a real link to its results URL (it opens in a new tab, it can be
  // copied); a plain click also sets the selection and saves the filter.
  const finish = (run: () => void) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    run();
    onDone();
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" className={classes.grid}>
      <Column title={T.megaTypes} loading={types.isLoading}>
        <Entry
          label={T.allTypes}
          href={companiesHref({})}
          onClick={finish(() => {
            selectionActions.selectType(null);
            searchAllCompanies();
          })}
          strong
        />
        {types.data?.map((t) => (
          <Entry
            key={t.id}
            label={t.name}
            active={type?.id === t.id}
            hasChildren
            onClick={() => {
              setType(t);
              setActivity(null);
            }}
          />
        ))}
      </Column>
      <Column title={T.megaActivities} loading={activities.isLoading}>
        {type ? (
          <>
            <Entry
              label={T.allActivities}
              strong
              href={companiesHref({ type: type.id })}
              onClick={finish(() => {
                selectionActions.selectType(type.id);
                searchCompanies({ type: type.id });
              })}
            />
            {activities.data?.map((a) => (
              <Entry key={a.id} label={a.name} active={activity?.id === a.id} hasChildren onClick={() => setActivity(a)} />
            ))}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {T.megaPickType}
          </Text>
        )}
      </Column>
      <Column title={T.megaSubActivities} loading={subs.isLoading}>
        {type && activity ? (
          <>
            <Entry
              label={T.allSubActivities}
              strong
              href={companiesHref(activityFilter(type, activity))}
              onClick={finish(() => {
                selectionActions.selectType(type.id);
                selectionActions.selectActivity({ id: activity.id, name: activity.name });
                searchCompanies(activityFilter(type, activity));
              })}
            />
            {subs.data?.map((s) => (
              <Entry
                key={s.id}
                label={s.name}
                href={companiesHref(activityFilter(type, activity, s))}
                onClick={finish(() => {
                  selectionActions.selectType(type.id);
                  selectionActions.selectActivity({ id: activity.id, name: activity.name });
                  selectionActions.selectSubActivity({ id: s.id, name: s.name });
                  searchCompanies(activityFilter(type, activity, s));
                })}
              />
            ))}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {T.megaPickActivity}
          </Text>
        )}
      </Column>
      <LandingMenuLinks onDone={onDone} />
    </SimpleGrid>
  );
}

const activityFilter = (type: CompanyType, activity: Activity, sub?: Activity): CompanyFilter =>
  sub ? { type: type.id, parent: activity.id, activities: [sub.id] } : { type: type.id, parent: activity.id };

function Column({ title, loading, children }: { title: string; loading: boolean; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Text fw={700} size="xs" tt="uppercase" c="dimmed" mb="xs">
        {title}
      </Text>
      {loading ? <Loader size="sm" /> : <Stack gap={2}>{children}</Stack>}
    </Box>
  );
}

function Entry(props: {
  label: string;
  onClick: (e: MouseEvent) => void;
  /** A search: a link to its results. */
  href?: string;
  active?: boolean;
  hasChildren?: boolean;
  strong?: boolean;
}) {
  const content = (
    <Text size="sm" fw={props.strong ? 700 : 500} span>
      {props.label}
    </Text>
  );
  if (props.href)
    return (
      <UnstyledButton component={AppLink} to={props.href} className={classes.entry} onClick={props.onClick}>
        {content}
      </UnstyledButton>
    );
  return (
    <UnstyledButton
      className={classes.entry}
      data-active={props.active || undefined}
      aria-pressed={props.hasChildren ? Boolean(props.active) : undefined}
      onClick={props.onClick}
    >
      {content}
      {props.hasChildren && <IconChevronRight size={16} aria-hidden />}
    </UnstyledButton>
  );
}
