import { NAVBAR_FIXED_AFTER_PX } from '@cimenta/shared/constants';
import { NAV_TEXTS } from '@cimenta/shared/texts-shell';
import { useClickOutside, useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconChevronDown, IconSparkles, IconUserCircle } from '@tabler/icons-react';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { AppLink, usePathname } from '../lib/app-link';
import { Brand } from '../components/brand';
import { plainButton, plainLoader } from '../components/plain';
import { useGuidedSearch } from '../features/search/guided/guided-search-context';
import { useIsMobile } from '../lib/device';
import { useSession } from '../lib/session-context';
import classes from './navbar.module.css';
import { paths } from '../config/paths';

// The phone menu (a drawer) is only fetched the first time someone opens it.
const MobileMenu = lazy(() => import('./mobile-menu'));
// Menus open on demand; their code is not needed to paint the bar.
const MegaMenu = lazy(() => import('../features/search/mega-menu').then((m) => ({ default: m.MegaMenu })));
const ProfileMenu = lazy(() => import('./profile-menu'));

/**
 * The menus the bar loads on demand. The navbar island (src/islands/navbar.tsx) gives its own:
 * the same menus inside the TanStack Query provider they need, loaded with them.
 */
export const NavbarMenus = createContext({ MobileMenu, MegaMenu, ProfileMenu });

const T = NAV_TEXTS;

export function Navbar() {
  const { MobileMenu, MegaMenu } = useContext(NavbarMenus);
  // Only whether the bar is fixed: a re-render when that changes, not on every scrolled pixel
  // (nor right after hydration, which would force the page's Suspense boundaries to hydrate at once).
  const [fixed, setFixed] = useState(false);
  const followScroll = () => setFixed(window.scrollY > NAVBAR_FIXED_AFTER_PX);
  useWindowEvent('scroll', followScroll, { passive: true });
  useEffect(followScroll, []);
  const mobile = useIsMobile();
  const [megaOpen, setMegaOpen] = useState(false);
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const pathname = usePathname();
  const barRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState(64);

  // Any navigation closes whatever menu led to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => {
    setMegaOpen(false);
    drawer.close();
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar's height changes with the layout
  useEffect(() => {
    if (barRef.current) setBarHeight(barRef.current.offsetHeight);
  }, [mobile]);

  const panelRef = useClickOutside<HTMLDivElement>(() => setMegaOpen(false));

  useEffect(() => {
    if (!megaOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMegaOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [megaOpen]);

  return (
    <>
      <GuidedBanner />
      {/* Keeps the page from jumping up when the bar leaves the flow. */}
      {fixed && <div style={{ height: barHeight }} aria-hidden />}
      <header className={classes.header} data-fixed={fixed || undefined} ref={barRef}>
        <div ref={panelRef}>
          <div className={`${classes.container} ${classes.bar}`}>
            <div className={classes.group}>
              <Brand />
              {!mobile && (
                <nav aria-label={T.mainNav} className={`${classes.links} ${classes.wide}`}>
                  <button
                    type="button"
                    {...plainButton('subtle', { right: true })}
                    aria-expanded={megaOpen}
                    aria-controls="mega-menu"
                    onClick={() => setMegaOpen((o) => !o)}
                  >
                    {T.explore}
                    <IconChevronDown size={16} aria-hidden />
                  </button>
                  <AppLink to={paths.knowMe} {...plainButton('subtle')}>
                    {T.knowMe}
                  </AppLink>
                </nav>
              )}
            </div>
            {mobile ? (
              <button
                type="button"
                className={`mantine-focus-auto ${classes.burger}`}
                data-opened={drawerOpen || undefined}
                onClick={() => {
                  setDrawerMounted(true);
                  drawer.toggle();
                }}
                aria-label={T.openMenu}
                aria-expanded={drawerOpen}
              >
                <span aria-hidden />
              </button>
            ) : (
              <div className={classes.wide}>
                <SessionActions />
              </div>
            )}
          </div>
          {!mobile && megaOpen && (
            <div id="mega-menu" className={classes.mega}>
              <div className={classes.container}>
                <Suspense fallback={<span {...plainLoader()} />}>
                  <MegaMenu onDone={() => setMegaOpen(false)} />
                </Suspense>
              </div>
            </div>
          )}
        </div>
      </header>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpen} onClose={drawer.close} />
        </Suspense>
      )}
    </>
  );
}

/** Sign-in and the free trial, or the profile's menu (loaded on demand; a link to the profile until then). */
function SessionActions() {
  const { isLoggedIn, logout } = useSession();
  const { ProfileMenu } = useContext(NavbarMenus);
  if (isLoggedIn) {
    return (
      <Suspense
        fallback={
          <AppLink to={paths.myProfile} {...plainButton('light', { left: true })}>
            <IconUserCircle size={18} aria-hidden />
            {T.myProfile}
          </AppLink>
        }
      >
        <ProfileMenu onLogout={logout} />
      </Suspense>
    );
  }
  return (
    <div className={classes.actions}>
      <AppLink to={paths.signIn} {...plainButton('subtle')}>
        {T.signIn}
      </AppLink>
      <AppLink to={paths.comenzar} {...plainButton()}>
        {T.freeTrial}
      </AppLink>
    </div>
  );
}

function GuidedBanner() {
  const guided = useGuidedSearch();
  return (
    <div className={classes.banner}>
      <div className={`${classes.container} ${classes.bannerRow}`}>
        <IconSparkles size={18} aria-hidden style={{ flexShrink: 0 }} />
        <p className={classes.bannerLong}>{T.guidedBanner}</p>
        <p className={classes.bannerShort}>{T.guidedBannerShort}</p>
        <button type="button" {...plainButton('white', { compact: true })} onClick={guided.open} style={{ flexShrink: 0 }}>
          {T.guidedBannerButton}
        </button>
      </div>
    </div>
  );
}
