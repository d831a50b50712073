import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { useSession } from '../../lib/session-context';
import classes from './home.module.css';

const T = PUBLIC_TEXTS.home;

/** A band inviting to a next step: a title, a line and one link as a button (the free trial, joining). */
export function OfferBanner({
  id,
  title,
  text,
  to,
  action,
  outline = false,
  testId,
  visitorsOnly = false,
}: {
  id: string;
  title: string;
  text: string;
  to: string;
  action: string;
  outline?: boolean;
  testId?: string;
  /** Hidden by CSS while a session is stored (`<html data-session>`, lib/storage.ts). */
  visitorsOnly?: boolean;
}) {
  return (
    <section
      className={visitorsOnly ? `${classes.section} ${classes.visitorsOnly}` : classes.section}
      aria-labelledby={id}
      data-testid={testId}
    >
      <Container size="lg">
        <Group className={classes.trial} justify="space-between" gap="lg">
          <Stack gap="xs" maw={680}>
            <Title id={id} order={2}>
              {title}
            </Title>
            <Text>{text}</Text>
          </Stack>
          <Button component={AppLink} to={to} size="md" variant={outline ? 'outline' : undefined}>
            {action}
          </Button>
        </Group>
      </Container>
    </section>
  );
}

/**
 * Only for visitors: a logged-in user already has an account. Not an island (issue 21: it brought
 * Mantine into the home's first load): the server's HTML is hidden by CSS while a session is
 * stored, and the app leaves it out.
 */
export function JoinBanner() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return null;
  return (
    <OfferBanner
      id="join-title"
      title={T.joinTitle}
      text={T.joinText}
      to={paths.rwc}
      action={T.joinButton}
      outline
      testId="join-banner"
      visitorsOnly
    />
  );
}
