/**
 * The navigation bar as an island (issue 21): hydrated at load. Its menus, the guided search's
 * dialog and the profile menu load on demand as in the app, each inside the islands' TanStack
 * Query client (they read company types and activities), which loads with them.
 */
import { Navbar, NavbarMenus } from '../app/navbar';
import { GuidedScope } from './guided';
import { lazyWithQuery } from './lazy';

const menus = {
  MobileMenu: lazyWithQuery(() => import('../app/mobile-menu').then((m) => m.default)),
  MegaMenu: lazyWithQuery(() => import('../features/search/mega-menu').then((m) => m.MegaMenu)),
  ProfileMenu: lazyWithQuery(() => import('../app/profile-menu').then((m) => m.default)),
};

export default function NavbarIsland() {
  return (
    <GuidedScope>
      <NavbarMenus.Provider value={menus}>
        <Navbar />
      </NavbarMenus.Provider>
    </GuidedScope>
  );
}
