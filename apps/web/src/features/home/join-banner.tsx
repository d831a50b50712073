import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { useSession } from '../../lib/session-context';
import classes from './home.module.css';

const T = PUBLIC_TEXTS.home;

/** Only for visitors: a logged-in user already has an account. */
export function JoinBanner() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return null;
  return (
    <section className={classes.section} aria-labelledby="join-title" data-testid="join-banner">
      <Container size="lg">
        <Group className={classes.trial} justify="space-between" gap="lg">
          <Stack gap="xs" maw={680}>
            <Title id="join-title" order={2}>
              {T.joinTitle}
            </Title>
            <Text>{T.joinText}</Text>
          </Stack>
          <Button component={AppLink} to={paths.rwc} size="md" variant="outline">
            {T.joinButton}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
