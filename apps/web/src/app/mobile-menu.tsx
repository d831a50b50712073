import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Collapse, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { AppLink } from '../lib/app-link';
import { Brand } from '../components/brand';
import { MegaMenu } from '../features/search/mega-menu';
import classes from './navbar.module.css';
import { SessionActions } from './navbar';
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
        <SessionActions stacked />
      </Stack>
    </Drawer>
  );
}
