import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Button, Collapse, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { AppLink } from '../lib/app-link';
import { Brand } from '../components/brand';
import { MegaMenu } from '../features/search/mega-menu';
import classes from './navbar.module.css';
import { useSession } from '../lib/session-context';
import { paths } from '../config/paths';

const T = PUBLIC_TEXTS.nav;

export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const onDone = onClose;
  const [megaOpen, mega] = useDisclosure(false);
  return (
    <Drawer opened={opened} onClose={onClose} title={<Brand />} size="100%" position="right" zIndex={300}>
      <Stack gap="md">
        <nav aria-label={T.mainNav}>
          <Stack gap="xs">
            <UnstyledButton className={classes.mobileLink} onClick={mega.toggle} aria-expanded={megaOpen}>
              <Group justify="space-between">
                <Text fw={600}>{T.explore}</Text>
                <IconChevronDown size={18} aria-hidden />
              </Group>
            </UnstyledButton>
            <Collapse expanded={megaOpen}>
              <MegaMenu onDone={onDone} />
            </Collapse>
            <UnstyledButton component={AppLink} to={paths.knowMe} className={classes.mobileLink}>
              <Text fw={600}>{T.knowMe}</Text>
            </UnstyledButton>
          </Stack>
        </nav>
        <Divider />
        <StackedSessionActions />
      </Stack>
    </Drawer>
  );
}

/** The bar's session actions, one under the other, full width. */
function StackedSessionActions() {
  const { isLoggedIn, logout } = useSession();
  return isLoggedIn ? (
    <Stack gap="xs">
      <Button component={AppLink} to={paths.myProfile} variant="light" fullWidth leftSection={<IconUserCircle size={18} />}>
        {T.myProfile}
      </Button>
      <Button variant="default" fullWidth leftSection={<IconLogout size={18} />} onClick={logout}>
        {T.logout}
      </Button>
    </Stack>
  ) : (
    <Stack gap="xs">
      <Button component={AppLink} to={paths.signIn} variant="default" fullWidth>
        {T.signIn}
      </Button>
      <Button component={AppLink} to={paths.comenzar} fullWidth>
        {T.freeTrial}
      </Button>
    </Stack>
  );
}
