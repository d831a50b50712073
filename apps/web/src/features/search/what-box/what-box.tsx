/**
 * The «¿Qué necesitas?» box (issue 10). What the first paint needs is a plain input in a search
 * form; the combobox with its suggestions loads when the box is first pointed at or focused, and
 * takes the input's place (same text, same focus) once loaded. Enter before that still searches.
 */
import { companiesHref, PUBLIC_TEXTS, parseCompaniesQuery } from '@cimenta/shared';
import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, useCallback, Suspense, startTransition, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { useAppLocation, useAppNavigate } from '../../../lib/app-link';
import { useSavedFilter } from '../saved-filter';

const T = PUBLIC_TEXTS.whatBox;
const load = () => import('./what-combobox');
const WhatCombobox = lazy(load);
/** The results URL's keys a new text keeps (shared companies-url.ts), for the form sent without scripts. */
const KEPT_KEYS = [
  'tipo',
  'actividad',
  'sub',
  'provincia',
  'ciudad',
  'empleados',
  'edificios',
  'construcciones',
  'presupuesto',
  'superficie',
  'valoracion',
  'verificadas',
  'orden',
];

/**
 * The hidden fields of the form sent without scripts: the kept parameters in KEPT_KEYS order, so
 * the markup does not depend on the order of the URL's parameters (the server renders a URL's
 * canonical form, web/page-cache.ts; the browser hydrates with the URL as typed).
 */
export function keptFields(search: string): [string, string][] {
  const params = new URLSearchParams(search);
  return KEPT_KEYS.flatMap((k) => params.getAll(k).map((v): [string, string] => [k, v]));
}

type Props = {
  /** The text in force (the results page's `texto`); the box follows it when it changes elsewhere. */
  text?: string;
  size?: 'md' | 'lg';
  /** White label, for the home hero's dark background. */
  onDark?: boolean;
};

/** Shared by the plain input and the combobox's, so the swap is invisible. */
export const whatInputProps = (size: 'md' | 'lg', onDark = false) =>
  ({
    label: T.label,
    labelProps: { c: onDark ? 'white' : undefined, fw: 700, mb: 4 },
    placeholder: T.placeholder,
    size,
    radius: 'md',
    autoComplete: 'off',
    // The form's field without JavaScript: `/companies?texto=…` (the shared URL format's key).
    name: 'texto',
    maxLength: 100,
    rightSectionWidth: size === 'lg' ? 50 : 42,
    rightSection: (
      <Button type="submit" size={size === 'lg' ? 'compact-lg' : 'compact-md'} px={8} radius="md" aria-label={T.search}>
        <IconSearch size={18} aria-hidden />
      </Button>
    ),
  }) as const;

export function WhatBox({ text: given = '', size = 'md', onDark = false }: Props) {
  const [text, setText] = useState(given);
  const [shown, setShown] = useState(given);
  if (shown !== given) {
    setShown(given);
    setText(given);
  }
  const [armed, setArmed] = useState(false);
  const focused = useRef(false);
  const navigate = useAppNavigate();
  const location = useAppLocation();
  const inForce = useSavedFilter();

  const arm = () => {
    // A transition keeps the plain input on screen (and focused) until the combobox is loaded.
    if (!armed) startTransition(() => setArmed(true));
  };

  // A server-rendered page shows the box before its code runs: what was typed into it, and the
  // focus it took, before React took the page over are kept (else the text would be lost and the
  // suggestions would never open). A ref, not an effect: the input sits in a Suspense boundary,
  // which React hydrates after the rest of the page.
  const initial = useRef<string | null>(given);
  const hydrated = useCallback((el: HTMLInputElement | null) => {
    if (!el || initial.current === null) return;
    // Once, with a plain value: an updater reading the input later would be replayed after a
    // newer text from the URL (a removed "Hemos entendido" chip) and put the old one back.
    const typed = el.value;
    if (typed !== initial.current) setText(typed);
    initial.current = null;
    if (document.activeElement === el && !focused.current) {
      focused.current = true;
      void load();
      startTransition(() => setArmed(true));
    }
  }, []);

  /**
   * Free text: the results page's text search. On the results it keeps the filters in force and
   * the order (the page, `literal` and `relax` belonged to the previous text); elsewhere it starts
   * afresh. Written by the shared format, so the link describes the whole search.
   */
  const search = (value: string) => {
    const onResults = location.pathname === paths.companies;
    const order = onResults ? parseCompaniesQuery(location.search).order : undefined;
    navigate(companiesHref({ filter: onResults ? inForce : {}, text: value.trim(), order }), { replace: onResults });
  };

  const plain = (
    <TextInput
      {...whatInputProps(size, onDark)}
      ref={hydrated}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        arm();
      }}
      onPointerEnter={() => void load()}
      onFocus={() => {
        focused.current = true;
        void load();
        arm();
      }}
      onBlur={() => {
        focused.current = false;
      }}
    />
  );

  // Without JavaScript the browser sends the form itself: a GET of the results with the text, and on
  // the results page the filters and order in force (the page, `literal` and `relax` belonged to the
  // previous text), as the scripted search does.
  const kept = location.pathname === paths.companies ? keptFields(location.search) : [];
  return (
    <search aria-label={T.label}>
      <form
        method="get"
        action={paths.companies}
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
      >
        {kept.map(([k, v]) => (
          <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
        ))}
        {/* The boundary shows the plain input from the start, so the transition that swaps in the
          combobox keeps it (text, focus, caret) until the combobox's code has arrived. */}
        <Suspense fallback={plain}>
          {armed ? <WhatCombobox value={text} onChange={setText} size={size} onDark={onDark} hadFocus={() => focused.current} /> : plain}
        </Suspense>
      </form>
    </search>
  );
}
