/**
 * Mantine's `Select`, loaded when it is first needed (issue 3's 200 KB budget for the home; issue
 * 9's blocking time on /companies).
 * The first paint needs only what a select looks like: a plain input with the select's label,
 * text, chevron or clear button, and its combobox role. Mantine's select (its list, popover,
 * focus trap and scrolling: a fifth of the home's script) loads when the field is first pointed
 * at, focused or typed into, and takes the input's place with the same text and focus. Until then
 * the field reads as the select would; what was typed goes to `onSearchChange`. A select that is
 * not searchable opens its list once loaded when it was clicked (or opened from the keyboard).
 */
import { ComboboxChevron, type ComboboxItem, Input, InputBase, type SelectProps } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { lazy, Suspense, startTransition, useCallback, useRef, useState } from 'react';

const load = () => import('./lazy-select-field');
const SelectField = lazy(load);

/** The label of `value` among `data` (the flat lists this app passes). */
function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (value == null) return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('value' in item && item.value === value) return item.label;
  }
  return '';
}

export function LazySelect(props: SelectProps) {
  const { value, data, searchValue, onSearchChange, onChange, clearable, searchable = false } = props;
  const [armed, setArmed] = useState(false);
  const focused = useRef(false);
  // A click or Enter/Space/↓ on a select that is not searchable: its list opens once it has loaded.
  // State, not a ref: a click while the select is already loading (focused before the page was
  // hydrated, public/boot.js) must reach the select that render is about to show.
  const [opened, setOpened] = useState(false);
  const id = useId(props.id);
  const shown = searchValue || labelOf(data, value);

  const arm = () => {
    if (armed) return;
    // The select shows its search text: the chosen option's label until something is typed.
    if (!searchValue && shown) onSearchChange?.(shown);
    // A transition keeps the plain input on screen (and focused) until the select has loaded.
    startTransition(() => setArmed(true));
  };
  // Typed into or focused before the page's code ran (a server-rendered page): kept, as the
  // «¿Qué necesitas?» box does. A ref, not an effect: the field may sit in a Suspense boundary.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input's first mount only (a new callback would run again on every render)
  const hydrated = useCallback((el: HTMLInputElement | null) => {
    if (!el) return;
    if (el.value !== el.defaultValue) onSearchChange?.(el.value);
    if (document.activeElement === el && !focused.current) {
      focused.current = true;
      void load();
      startTransition(() => setArmed(true));
    }
  }, []);

  // What the plain input shares with the select: its wrapper (label, help, error), size and state.
  const { label, placeholder, description, error, withAsterisk, inputWrapperOrder, size = 'sm', disabled, readOnly, w } = props;
  const plain = (
    <InputBase
      {...{ label, placeholder, description, error, withAsterisk, inputWrapperOrder, size, disabled, w }}
      id={id}
      ref={hydrated}
      value={shown}
      readOnly={readOnly || !searchable}
      pointer={!searchable}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={props.rightSection}
      rightSectionPointerEvents={props.rightSectionPointerEvents ?? 'none'}
      __defaultRightSection={<ComboboxChevron size={size} error={error} />}
      __clearable={!!clearable && value != null && !disabled && !readOnly}
      __clearSection={
        <Input.ClearButton
          tabIndex={-1}
          aria-hidden
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            onSearchChange?.('');
            onChange?.(null, null as unknown as ComboboxItem);
          }}
        />
      }
      onChange={(e) => {
        onSearchChange?.(e.currentTarget.value);
        arm();
      }}
      onPointerEnter={() => void load()}
      onPointerDown={(e) => {
        // Before the focus that arms it: the select may take the input's place before the click.
        if (searchable || readOnly || disabled || e.button !== 0) return;
        setOpened(true);
      }}
      onClick={() => {
        if (searchable || readOnly || disabled) return;
        setOpened(true);
        arm();
      }}
      onKeyDown={(e) => {
        if (searchable || readOnly || disabled || !['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) return;
        e.preventDefault();
        setOpened(true);
        arm();
      }}
      onFocus={(e) => {
        focused.current = true;
        void load();
        arm();
        props.onFocus?.(e);
      }}
      onBlur={(e) => {
        focused.current = false;
        props.onBlur?.(e);
      }}
    />
  );

  // One boundary whose fallback is the plain input: the transition that arms the select keeps
  // the input (text, focus, caret) on screen until the select's code has arrived.
  return (
    <Suspense fallback={plain}>
      {armed ? <SelectField hadFocus={() => focused.current} defaultDropdownOpened={opened} {...props} id={id} /> : plain}
    </Suspense>
  );
}
