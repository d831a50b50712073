import { NAVBAR_FIXED_AFTER_PX } from '@cimenta/shared/constants';
import { NAV_TEXTS } from '@cimenta/shared/texts-shell';
import { Box, Burger, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useClickOutside, useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconSparkles, IconUserCircle } from '@tabler/icons-react';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { AppLink, usePathname } from '../lib/app-link';
import { Brand } from '../components/brand';
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
      <Box component="header" className={classes.header} data-fixed={fixed || undefined} ref={barRef}>
        <div ref={panelRef}>
          <Container size="lg" className={classes.bar}>
            <Group gap="lg" wrap="nowrap">
              <Brand />
              {!mobile && (
                <nav aria-label={T.mainNav}>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      variant="subtle"
                      color="dark"
                      rightSection={<IconChevronDown size={16} aria-hidden />}
                      aria-expanded={megaOpen}
                      aria-controls="mega-menu"
                      onClick={() => setMegaOpen((o) => !o)}
                    >
                      {T.explore}
                    </Button>
                    <Button component={AppLink} to={paths.knowMe} variant="subtle" color="dark">
                      {T.knowMe}
                    </Button>
                  </Group>
                </nav>
              )}
            </Group>
            {mobile ? (
              <Burger
                opened={drawerOpen}
                onClick={() => {
                  setDrawerMounted(true);
                  drawer.toggle();
                }}
                aria-label={T.openMenu}
              />
            ) : (
              <SessionActions />
            )}
          </Container>
          {!mobile && megaOpen && (
            <Paper id="mega-menu" className={classes.mega} shadow="lg" radius={0} p="lg">
              <Container size="lg">
                <Suspense fallback={<Loader size="sm" />}>
                  <MegaMenu onDone={() => setMegaOpen(false)} />
                </Suspense>
              </Container>
            </Paper>
          )}
        </div>
      </Box>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpen} onClose={drawer.close} />
        </Suspense>
      )}
    </>
  );
}

export function SessionActions({ stacked = false }: { stacked?: boolean }) {
  const { isLoggedIn, logout } = useSession();
  const { ProfileMenu } = useContext(NavbarMenus);
  if (isLoggedIn) {
    if (stacked) {
      return (
        <Stack gap="xs">
          <Button component={AppLink} to={paths.myProfile} variant="light" fullWidth leftSection={<IconUserCircle size={18} />}>
            {T.myProfile}
          </Button>
          <Button variant="default" fullWidth leftSection={<IconLogout size={18} />} onClick={logout}>
            {T.logout}
          </Button>
        </Stack>
      );
    }
    return (
      <Suspense
        fallback={
          <Button component={AppLink} to={paths.myProfile} variant="light" leftSection={<IconUserCircle size={18} aria-hidden />}>
            {T.myProfile}
          </Button>
        }
      >
        <ProfileMenu onLogout={logout} />
      </Suspense>
    );
  }
  if (stacked) {
    return (
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
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={AppLink} to={paths.signIn} variant="subtle" color="dark">
        {T.signIn}
      </Button>
      <Button component={AppLink} to={paths.comenzar}>
        {T.freeTrial}
      </Button>
    </Group>
  );
}

function GuidedBanner() {
  const guided = useGuidedSearch();
  return (
    <Box className={classes.banner}>
      <Container size="lg">
        <Group justify="center" gap="xs" py={6} wrap="nowrap">
          <IconSparkles size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={500} visibleFrom="sm">
            {T.guidedBanner}
          </Text>
          <Text size="xs" fw={500} hiddenFrom="sm" style={{ minWidth: 0 }}>
            {T.guidedBannerShort}
          </Text>
          <Button size="compact-sm" variant="white" color="dark" onClick={guided.open} style={{ flexShrink: 0 }}>
            {T.guidedBannerButton}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
