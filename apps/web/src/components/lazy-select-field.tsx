/**
 * The Mantine select behind `LazySelect` (lazy-select.tsx), loaded when a select is first
 * pointed at, focused or typed into. It takes the plain input's place with the same text; a
 * select that had the focus gets it back, which opens its list (it is searchable).
 */
import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';

export type SelectFieldProps = SelectProps & {
  /** Whether the plain input had the focus when this took its place. */
  hadFocus: () => boolean;
};

export default function LazySelectField({ hadFocus, onSearchChange, ...props }: SelectFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it takes the plain input's place
  useLayoutEffect(() => {
    const el = input.current;
    if (!el || !hadFocus()) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  // Mantine's select sets its search text when it mounts (empty without a value, else the value's
  // label), which would wipe what was typed into the plain input before it loaded. Its effects run
  // before this one, so what it says until then is not passed on (and again on StrictMode's remount).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return (
    <Select
      ref={input}
      {...props}
      onSearchChange={(text) => {
        if (mounted.current) onSearchChange?.(text);
      }}
    />
  );
}
