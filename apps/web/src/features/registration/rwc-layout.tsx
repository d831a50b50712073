import { ACCOUNT_TEXTS, MOBILE_MAX_WIDTH } from '@cimenta/shared';
import { Box, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useProfile, useSession } from '../../lib/session';
import { RwcDraftProvider } from './draft';
import { accountClasses } from '../account-shared';

const T = ACCOUNT_TEXTS.rwc;

function StepMarker({ n, state }: { n: number; state: 'done' | 'active' | 'todo' }) {
  return (
    <ThemeIcon
      radius="xl"
      size={32}
      variant={state === 'todo' ? 'light' : 'filled'}
      color={state === 'done' ? 'teal' : state === 'active' ? undefined : 'gray'}
      aria-hidden
    >
      {state === 'done' ? (
        <IconCheck size={16} />
      ) : (
        <Text size="xs" fw={700}>
          {String(n).padStart(2, '0')}
        </Text>
      )}
    </ThemeIcon>
  );
}

/**
 * The /rwc stepper frame. Step 03 exists only for visitors; at 800 px or less
 * the active step's content is shown inline under its title (SPEC.md §2).
 */
export function RwcLayout() {
  const { isLoggedIn } = useSession();
  const profile = useProfile();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const active = Number(/\/rwc\/(\d+)/.exec(pathname)?.[1] ?? 1);
  const steps = isLoggedIn ? [1, 2] : [1, 2, 3];
  const stateOf = (n: number) => (n < active ? 'done' : n === active ? 'active' : 'todo');

  const label = (n: number) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {T.stepLabel(n)}
      </Text>
      <Text fw={600} size="sm">
        {T.steps[n - 1]}
      </Text>
    </Stack>
  );

  // One company per administrator (the API answers 409): owners arriving here go to their company.
  // Decided once, on arrival, so the company created by this stepper does not redirect it.
  // Visitors who register in step 03 arrived without a session, so they are never redirected.
  const arrivedWithCompany = useRef<boolean | null>(isLoggedIn ? null : false);
  if (profile.isSuccess && arrivedWithCompany.current === null) arrivedWithCompany.current = Boolean(profile.data?.company);
  if (arrivedWithCompany.current) return <Navigate to={paths.myProfileCompany} replace />;

  return (
    <RwcDraftProvider>
      <Container size="md" className={accountClasses.root} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Title order={1} fz={{ base: 24, sm: 32 }} mb="lg">
          {T.title}
        </Title>
        {mobile ? (
          <Stack component="ol" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {steps.map((n) => (
              <li key={n} aria-current={n === active ? 'step' : undefined}>
                <Group gap="sm" wrap="nowrap" mb={n === active ? 'sm' : 0}>
                  <StepMarker n={n} state={stateOf(n)} />
                  {label(n)}
                </Group>
                {n === active && (
                  <Paper withBorder radius="md" p="sm">
                    <Outlet />
                  </Paper>
                )}
              </li>
            ))}
          </Stack>
        ) : (
          <>
            <Group component="ol" gap="xl" mb="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {steps.map((n) => (
                <Group component="li" key={n} gap="sm" wrap="nowrap" aria-current={n === active ? 'step' : undefined}>
                  <StepMarker n={n} state={stateOf(n)} />
                  {label(n)}
                </Group>
              ))}
            </Group>
            <Box>
              <Paper withBorder radius="md" p="xl" mt="lg">
                <Outlet />
              </Paper>
            </Box>
          </>
        )}
      </Container>
    </RwcDraftProvider>
  );
}
