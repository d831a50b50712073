/**
 * /admin (issue 19): the moderators' desk — reported reviews to keep or remove, companies to hide
 * or show (moderated-companies.tsx), and the log of every decision. The API checks the role on each call; this page only says so in Spanish.
 */
import { ADMIN_ROLE, COMPANY_MODERATION_TEXTS, CREDENTIAL_TEXTS, MODERATION_TEXTS } from '@cimenta/shared';
import { Alert, Container, Tabs, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useProfile, useSession } from '../../lib/session';
import { PageHead } from '../../lib/seo/page-head';
import { DecisionLog } from './decision-log';
import { ModeratedCompanies } from './moderated-companies';
import { PendingCredentials } from './pending-credentials';
import { ReportedReviews } from './reported-reviews';

const T = MODERATION_TEXTS;

export function AdminPage() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const profile = useProfile();
  if (!isLoggedIn) return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  const isAdmin = profile.data?.roles.includes(ADMIN_ROLE);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <PageHead title={T.title} description={T.title} path={paths.admin} noindex />
      <Title order={1} fz={{ base: 24, sm: 32 }} mb="lg">
        {T.title}
      </Title>
      {profile.data && !isAdmin ? (
        <Alert color="red" variant="light" role="alert">
          {T.notAdmin}
        </Alert>
      ) : (
        <Tabs defaultValue="reports" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="reports">{T.reportsTab}</Tabs.Tab>
            <Tabs.Tab value="companies">{COMPANY_MODERATION_TEXTS.tab}</Tabs.Tab>
            <Tabs.Tab value="credentials">{CREDENTIAL_TEXTS.tab}</Tabs.Tab>
            <Tabs.Tab value="log">{T.logTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="reports">
            <ReportedReviews />
          </Tabs.Panel>
          <Tabs.Panel value="companies">
            <ModeratedCompanies />
          </Tabs.Panel>
          <Tabs.Panel value="credentials">
            <PendingCredentials />
          </Tabs.Panel>
          <Tabs.Panel value="log">
            <DecisionLog />
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
