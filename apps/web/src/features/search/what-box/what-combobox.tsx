/** The «¿Qué necesitas?» combobox (WAI-ARIA combobox with a grouped listbox), loaded on first use. */
import { PUBLIC_TEXTS, SEARCH_TEXTS, type Suggestion } from '@cimenta/shared';
import { Combobox, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { SUGGEST_MIN_CHARS, useSuggestions } from '../../../api/suggest';
import { paths } from '../../../config/paths';
import { useAppLocation, useAppNavigate } from '../../../lib/app-link';
import { useSavedFilter } from '../saved-filter';
import { searchCompanies } from '../search-store';
import { filterWithSuggestion, groupSuggestions, suggestionValue } from './choose';
import { whatInputProps } from './what-box';

const T = PUBLIC_TEXTS.whatBox;
const S = SEARCH_TEXTS.suggestions;
/** Each keystroke asks at once but for a short pause, so fast typing sends one call, not five. */
const SUGGEST_DEBOUNCE_MS = 80;

type Props = {
  value: string;
  onChange: (text: string) => void;
  size: 'md' | 'lg';
  onDark: boolean;
  /** Whether the plain input it replaces had the focus (then this one takes it, caret at the end). */
  hadFocus: () => boolean;
};

export default function WhatCombobox({ value, onChange, size, onDark, hadFocus }: Props) {
  const store = useCombobox({ onDropdownClose: () => store.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  const navigate = useAppNavigate();
  const location = useAppLocation();
  // The filter in force: on the results the URL's (it wins over storage), as the searcher shows it.
  const inForce = useSavedFilter();
  const [debounced] = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced);
  const typed = value.trim().length >= SUGGEST_MIN_CHARS;
  const items = useMemo(() => (typed ? (suggestions.data ?? []) : []), [typed, suggestions.data]);
  const groups = useMemo(() => groupSuggestions(items), [items]);
  const byValue = useMemo(() => new Map(items.map((s) => [suggestionValue(s), s])), [items]);
  const settled = typed && suggestions.isSuccess && !suggestions.isPlaceholderData && debounced === value;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it takes the plain input's place
  useLayoutEffect(() => {
    const el = input.current;
    if (!el || !hadFocus()) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
    if (el.value.trim().length >= SUGGEST_MIN_CHARS) store.openDropdown();
  }, []);

  const choose = (s: Suggestion) => {
    store.closeDropdown();
    if (s.kind === 'company') {
      navigate(paths.company(s.id));
      return;
    }
    onChange('');
    // On the results the suggestion joins the filters in force and replaces the text that led to
    // it; elsewhere the search starts from the home's clean filter.
    const onResults = location.pathname === paths.companies;
    searchCompanies(filterWithSuggestion(onResults ? inForce : {}, s), { dropText: true });
  };

  return (
    <Combobox
      store={store}
      onOptionSubmit={(v) => {
        const s = byValue.get(v);
        if (s) choose(s);
      }}
      zIndex={400}
      // Always below the box: flipped above, the list would cover the box's own label on phones.
      position="bottom-start"
      middlewares={{ flip: false, shift: true }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          {...whatInputProps(size, onDark)}
          ref={input}
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value);
            store.resetSelectedOption();
            store.openDropdown();
          }}
          onFocus={() => {
            if (typed) store.openDropdown();
          }}
          onClick={() => {
            if (typed) store.openDropdown();
          }}
          onBlur={() => store.closeDropdown()}
          onKeyDown={(e) => {
            // Escape closes the list; a second Escape empties the box (WAI-ARIA combobox).
            if (e.key === 'Escape' && !store.dropdownOpened && value) onChange('');
            // Enter with no suggestion highlighted submits the form: a search of the text.
            if (e.key === 'Enter' && store.getSelectedOptionIndex() === -1) store.closeDropdown();
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!typed || (items.length === 0 && !settled)}>
        <Combobox.Options aria-label={T.label} mah={360} style={{ overflowY: 'auto' }}>
          {groups.map((g) => (
            <Combobox.Group key={g.kind} label={S.groups[g.kind]}>
              {g.items.map((s) => (
                <Combobox.Option
                  key={suggestionValue(s)}
                  value={suggestionValue(s)}
                  aria-label={[s.label, s.hint, S.kindLabel[s.kind]].filter(Boolean).join(', ')}
                >
                  <Text size="sm" fw={600} component="span" display="block">
                    {s.label}
                  </Text>
                  {s.hint && (
                    <Text size="xs" c="dimmed" component="span" display="block">
                      {s.hint}
                    </Text>
                  )}
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
          {items.length === 0 && settled && <Combobox.Empty>{S.nothing}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
