import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { CitiesValues, CompanyDataValues, ContactValues, FunctionValues } from '../account-shared';

export type SectionKey = 'company' | 'contact' | 'function' | 'cities';
export const SECTIONS: SectionKey[] = ['company', 'contact', 'function', 'cities'];

export type RwcDraft = {
  /** Client id of the company, kept so a retry after a failure does not create a second one. */
  id?: string;
  name: string;
  company?: CompanyDataValues;
  contact?: ContactValues;
  function?: FunctionValues;
  cities?: CitiesValues;
  /** Step 02 finished while logged out: step 03 may open. */
  step2Done?: boolean;
};

// Session storage: the draft survives a reload of the stepper but not the browser session,
// and is untouched by logout (which clears local storage).
const KEY = 'cimenta:rwc-draft';

function load(): RwcDraft {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const d = raw ? (JSON.parse(raw) as RwcDraft) : null;
    return d && typeof d.name === 'string' ? d : { name: '' };
  } catch {
    return { name: '' };
  }
}
function save(d: RwcDraft | null) {
  try {
    if (d) window.sessionStorage.setItem(KEY, JSON.stringify(d));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be unavailable; the draft then lives only in memory.
  }
}

type Ctx = { draft: RwcDraft; update: (patch: Partial<RwcDraft>) => void; clear: () => void };
const DraftContext = createContext<Ctx | null>(null);

export function RwcDraftProvider({ children, initial }: { children: ReactNode; initial?: RwcDraft }) {
  const [draft, setDraft] = useState<RwcDraft>(() => initial ?? load());
  const update = useCallback((patch: Partial<RwcDraft>) => {
    setDraft((d) => {
      const next = { ...d, ...patch };
      save(next);
      return next;
    });
  }, []);
  // Only the stored copy is dropped: the stepper is being left, and emptying the in-memory
  // draft would make the current step redirect to /rwc/01 while the app navigates home.
  const clear = useCallback(() => save(null), []);
  const value = useMemo(() => ({ draft, update, clear }), [draft, update, clear]);
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useRwcDraft(): Ctx {
  const ctx = useContext(DraftContext);
  if (!ctx) throw new Error('useRwcDraft must be used inside <RwcDraftProvider>');
  return ctx;
}

export function isComplete(d: RwcDraft): d is RwcDraft & Required<Pick<RwcDraft, SectionKey>> {
  return Boolean(d.company && d.contact && d.function && d.cities);
}
