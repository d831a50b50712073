import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Button, Menu } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { AppLink } from '../lib/app-link';
import { paths } from '../config/paths';

const T = PUBLIC_TEXTS.nav;

/** 'Mi Perfil' with its menu; clicking outside closes it (Mantine's default). */
export default function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" zIndex={300} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="light" leftSection={<IconUserCircle size={18} aria-hidden />}>
          {T.myProfile}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={T.profileMenu}>
        <Menu.Item component={AppLink} to={paths.myProfile} leftSection={<IconUserCircle size={16} aria-hidden />}>
          {T.myProfile}
        </Menu.Item>
        {/* No divider: a menu may only hold menu items (axe aria-required-children); dark red for contrast. */}
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {T.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
