import { QUOTE_ENTRY_TEXTS } from '@cimenta/shared/texts-quote-entry';
import { ACCOUNT_TEXTS, ADMIN_ROLE, COMPANY_MODERATION_TEXTS, CREDENTIAL_TEXTS, MODERATION_TEXTS, REVIEW_TEXTS } from '@cimenta/shared';
import { STATISTICS_TEXTS } from '@cimenta/shared/texts-statistics';
import { Alert, Badge, Button, Container, Grid, NavLink, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconBuilding,
  IconCertificate,
  IconChartBar,
  IconEyeOff,
  IconHammer,
  IconInbox,
  IconLogout,
  IconMessageStar,
  IconPhoto,
  IconPlus,
  IconShieldCheck,
  IconUser,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ScreenError, ScreenLoader } from './screen-loader';
import { useProfile, useSession } from '../../lib/session';
import { accountClasses } from '../account-shared/forms';
import { useInboxCounts } from './api/inbox';

const T = ACCOUNT_TEXTS.profile;

/** Route guard for /my-profile/*: visitors go to sign-in and come back afterwards. */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const wasLoggedIn = useRef(isLoggedIn);
  if (isLoggedIn) wasLoggedIn.current = true;
  // Losing the session while here (logout, failed refresh) already navigates home or to
  // sign-in; redirecting as well would race with that navigation.
  if (!isLoggedIn && wasLoggedIn.current) return null;
  if (!isLoggedIn) return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  return children;
}

function SideMenu({ hasCompany, isAdmin }: { hasCompany: boolean; isAdmin: boolean }) {
  const { pathname } = useLocation();
  const { logout } = useSession();
  const fresh = useInboxCounts(hasCompany).data?.nueva ?? 0;
  const item = (to: string, label: string, icon: React.ReactNode, right?: React.ReactNode) => (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      rightSection={right}
      active={pathname === to}
      aria-current={pathname === to ? 'page' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
  return (
    <nav aria-label={T.menuLabel}>
      {/* Two columns on phones so the menu does not push the screen far down. */}
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing={2} verticalSpacing={2}>
        {hasCompany && item(paths.myProfileCompany, T.menuCompany, <IconBuilding size={18} />)}
        {hasCompany && item(paths.myProfileActivities, T.menuActivities, <IconHammer size={18} />)}
        {hasCompany && item(paths.myProfileProjects, T.menuProjects, <IconPhoto size={18} />)}
        {hasCompany && item(paths.myProfileReviews, REVIEW_TEXTS.profileTitle, <IconMessageStar size={18} />)}
        {hasCompany && item(paths.myProfileCredentials, CREDENTIAL_TEXTS.menu, <IconCertificate size={18} />)}
        {hasCompany &&
          item(
            paths.myProfileInbox,
            QUOTE_ENTRY_TEXTS.menu,
            <IconInbox size={18} />,
            fresh > 0 && (
              <Badge size="sm" circle={fresh < 10}>
                <span aria-hidden>{fresh}</span>
                <VisuallyHidden>{QUOTE_ENTRY_TEXTS.newCount(fresh)}</VisuallyHidden>
              </Badge>
            ),
          )}
        {hasCompany && item(paths.myProfileStatistics, STATISTICS_TEXTS.title, <IconChartBar size={18} />)}
        {item(paths.myProfile, T.menuAdmin, <IconUser size={18} />)}
        {item(paths.myProfileNotifications, T.menuNotifications, <IconBell size={18} />)}
        {isAdmin && item(paths.admin, MODERATION_TEXTS.title, <IconShieldCheck size={18} />)}
        <NavLink
          component="button"
          label={T.logout}
          leftSection={<IconLogout size={18} />}
          onClick={logout}
          c="red.8"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      </SimpleGrid>
    </nav>
  );
}

/** /my-profile shell: side menu, the add-company banner, and the active screen. */
export function ProfileLayout() {
  const profile = useProfile();
  const company = profile.data?.company ?? null;
  return (
    <RequireSession>
      <Container size="lg" className={accountClasses.root} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Title order={1} fz={{ base: 24, sm: 32 }} mb="lg">
          {T.title}
        </Title>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="md" p="xs">
              <SideMenu hasCompany={Boolean(company)} isAdmin={Boolean(profile.data?.roles.includes(ADMIN_ROLE))} />
            </Paper>
            {company && !company.hidden && (
              <Button component={Link} to={paths.company(company.id)} variant="subtle" fullWidth mt="xs" size="compact-sm">
                {T.viewPublic}
              </Button>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {profile.isSuccess && !company && (
              <Paper radius="md" mb="lg" p="md" bg="orange.0" withBorder style={{ borderColor: 'var(--mantine-color-orange-3)' }}>
                <Stack gap="sm" align="flex-start">
                  <Text fw={700} component="h2" m={0} size="md">
                    {T.addCompanyTitle}
                  </Text>
                  <Text size="sm">{T.addCompanyText}</Text>
                  <Button component={Link} to={paths.rwc} leftSection={<IconPlus size={16} />}>
                    {T.addCompanyButton}
                  </Button>
                </Stack>
              </Paper>
            )}
            {company?.hidden && (
              // A moderator hid the company (issue 19): out of every public read, still editable here.
              <Alert color="red" variant="light" mb="lg" icon={<IconEyeOff size={18} aria-hidden />} data-testid="hidden-notice">
                {COMPANY_MODERATION_TEXTS.ownerNotice}
              </Alert>
            )}
            {profile.isLoading ? (
              <ScreenLoader />
            ) : profile.isError ? (
              // e.g. a token the server rejects without the session ending (any other 401, SPEC.md §8).
              <ScreenError message={T.loadError} onRetry={() => void profile.refetch()} />
            ) : (
              <Outlet />
            )}
          </Grid.Col>
        </Grid>
      </Container>
    </RequireSession>
  );
}

/** Company screens need a company; without one the shell shows the banner instead. */
export function RequireCompany({ children }: { children: React.ReactNode }) {
  const profile = useProfile();
  if (profile.isLoading) return <ScreenLoader />;
  if (!profile.data?.company) return <Navigate to={paths.myProfile} replace />;
  return children;
}
