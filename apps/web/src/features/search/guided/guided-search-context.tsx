import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';

// The dialog and its form code load only when someone opens it.
const GuidedSearchDialog = lazy(() => import('./guided-search-dialog'));

type GuidedSearch = { open: () => void };
const GuidedSearchContext = createContext<GuidedSearch | null>(null);

export function GuidedSearchProvider({ children }: { children: ReactNode }) {
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
        <Suspense fallback={null}>
          <GuidedSearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </GuidedSearchContext.Provider>
  );
}

export function useGuidedSearch(): GuidedSearch {
  const ctx = useContext(GuidedSearchContext);
  if (!ctx) throw new Error('useGuidedSearch must be used inside <GuidedSearchProvider>');
  return ctx;
}
