/** The router's links, location and navigation for what reads them through `lib/app-link.tsx` (issue 21, islands). */
import { type ReactNode, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavProvider } from '../lib/app-link';

export function RouterNav({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const nav = useMemo(
    () => ({ Link, pathname, search, navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options) }),
    [pathname, search, navigate],
  );
  return <NavProvider value={nav}>{children}</NavProvider>;
}
