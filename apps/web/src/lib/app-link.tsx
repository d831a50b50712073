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

type Navigate = (to: string, options?: { replace?: boolean }) => void;

type Nav = {
  /** The link component: React Router's `Link` in the app, `<a href>` in an island. */
  Link: ComponentType<AppLinkProps>;
  /** The current path: menus close when it changes (constant in an island). */
  pathname: string;
  /** The current query string (`?…` or empty). */
  search: string;
  /** Goes to a URL: the router's navigation in the app, a full page load in an island. */
  navigate: Navigate;
};

/** An island's navigation: a full page load (served from the server's kept renders). */
const loadPage: Navigate = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));

/** What an island's links and searches use, at `location` (the server's request, the browser's address). */
export const islandNav = (location: { pathname: string; search: string }): Nav => ({ Link: PlainLink, ...location, navigate: loadPage });

const NavContext = createContext<Nav>(islandNav({ pathname: '', search: '' }));

export function NavProvider({ value, children }: { value: Nav; children: ReactNode }) {
  return <NavContext.Provider value={value}>{children}</NavContext.Provider>;
}

export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavContext);
  return <Link {...props} />;
}

export const usePathname = () => useContext(NavContext).pathname;

/** The current path and query string, from the router in the app or the page's address in an island. */
export function useAppLocation(): { pathname: string; search: string } {
  const { pathname, search } = useContext(NavContext);
  return { pathname, search };
}

export const useAppNavigate = (): Navigate => useContext(NavContext).navigate;
