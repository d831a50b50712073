/**
 * Links without importing the router (issue 21, islands). The app's shared parts (the navbar and
 * its menus, the brand, the mega menu) link through `AppLink`, which renders the link component of
 * the nearest `NavProvider`: React Router's `Link` inside the app (app/layout.tsx provides it), a
 * plain `<a href>` in an island (src/islands), whose pages are never routed in the browser: a link
 * there is a full page load, served from the server's kept renders.
 */
import { type ComponentPropsWithRef, type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string };

function PlainLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

type Nav = {
  /** The link component: React Router's `Link` in the app, `<a href>` in an island. */
  Link: ComponentType<AppLinkProps>;
  /** The current path: menus close when it changes (constant in an island). */
  pathname: string;
};

const NavContext = createContext<Nav>({ Link: PlainLink, pathname: '' });

export function NavProvider({ value, children }: { value: Nav; children: ReactNode }) {
  return <NavContext.Provider value={value}>{children}</NavContext.Provider>;
}

export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavContext);
  return <Link {...props} />;
}

export const usePathname = () => useContext(NavContext).pathname;
