import { GUIDED_OPENING } from '@cimenta/shared/texts-shell';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { plainLoader } from '../../../components/plain';
import classes from './guided-opening.module.css';

// The dialog and its form code load only when someone opens it.
const GuidedSearchDialog = lazy(() => import('./guided-search-dialog'));

type GuidedSearch = { open: () => void };
const GuidedSearchContext = createContext<GuidedSearch | null>(null);

/** `Dialog`: the navbar island gives the same dialog inside the TanStack Query provider it needs (src/islands). */
export function GuidedSearchProvider({
  children,
  Dialog = GuidedSearchDialog,
}: {
  children: ReactNode;
  Dialog?: typeof GuidedSearchDialog;
}) {
  const [opened, setOpened] = useState(false);
  // Keep the dialog mounted after the first open so its close animation can play.
  const [mounted, setMounted] = useState(false);
  const open = useCallback(() => {
    setMounted(true);
    setOpened(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <GuidedSearchContext.Provider value={value}>
      {children}
      {mounted && (
        <Suspense fallback={opened ? <Opening /> : null}>
          <Dialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </GuidedSearchContext.Provider>
  );
}

/**
 * The dialog's place from the click on (its code takes a moment on a slow connection): the same
 * backdrop, a panel saying what is coming (issue 22: nothing showed for up to 3 s).
 */
function Opening() {
  return (
    <div className={classes.backdrop}>
      <div className={classes.panel} role="dialog" aria-modal="true" aria-busy="true" aria-label={GUIDED_OPENING}>
        <span {...plainLoader('lg')} />
        <p className={classes.text} role="status">
          {GUIDED_OPENING}
        </p>
      </div>
    </div>
  );
}

export function useGuidedSearch(): GuidedSearch {
  const ctx = useContext(GuidedSearchContext);
  if (!ctx) throw new Error('useGuidedSearch must be used inside <GuidedSearchProvider>');
  return ctx;
}
