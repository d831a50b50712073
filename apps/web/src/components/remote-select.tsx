import { MSG, SELECTOR_DEBOUNCE_MS } from '@cimenta/shared';
import { type ComboboxItem, Loader, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { LazySelect } from './lazy-select';

export type RemoteOption = { value: string; label: string };

export type OptionsHook<P> = (search: string, params: P) => { options: RemoteOption[] | undefined; loading: boolean };

type Props<P> = Omit<SelectProps, 'data' | 'searchValue' | 'onSearchChange' | 'onChange' | 'filter'> & {
  /** A hook loading the options for a search text, debounced by 500 ms (SPEC §9), and `params`. */
  useOptions: OptionsHook<P>;
  params: P;
  onChange: (value: string | null, option: RemoteOption | null) => void;
};

/**
 * A searchable select whose options come from the server: the typed text is debounced, sent as
 * the lookup's search, and an empty answer reads 'No encontrado' (SPEC §7). Mantine's select
 * itself loads when the field is first used (lazy-select.tsx).
 */
export function RemoteSelect<P>({ useOptions, params, onChange, value, ...props }: Props<P>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SELECTOR_DEBOUNCE_MS);
  const selected = useRef<RemoteOption | null>(null);

  // Once an option is chosen the box shows its label; that is not a new search.
  const query = selected.current && debounced === selected.current.label ? '' : debounced.trim();
  const { options, loading } = useOptions(query, params);

  const data = useMemo(() => {
    const list = options ?? [];
    const sel = selected.current;
    // Mantine needs the chosen option among the data to show its label.
    if (value && sel && sel.value === value && !list.some((o) => o.value === value)) return [sel, ...list];
    return list;
  }, [options, value]);

  const current = value ? data.find((o) => o.value === value) : undefined;
  if (current) selected.current = current;

  return (
    <LazySelect
      {...props}
      searchable
      clearable
      value={value ?? null}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered (accent-insensitive); do not filter again here.
      filter={({ options: o }) => o}
      nothingFoundMessage={loading ? undefined : MSG.notFoundOption}
      rightSection={loading ? <Loader size={16} /> : undefined}
      onChange={(v: string | null, option: ComboboxItem | null) => {
        selected.current = option ? { value: option.value, label: option.label } : null;
        onChange(v, selected.current);
      }}
      comboboxProps={{ withinPortal: true, zIndex: 400, ...props.comboboxProps }}
    />
  );
}
