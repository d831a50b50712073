import { ACCOUNT_TEXTS, MSG } from '@cimenta/shared';
import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { toastError } from './toast';

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The §5 min > max messages, which are also shown as toasts (SPEC.md §8). */
const RANGE_MESSAGES: readonly string[] = [MSG.areaMinOverMax, MSG.budgetMinOverMax];
/** Every field of the account forms shows its error through Mantine's input wrapper. */
const ERROR = '.mantine-InputWrapper-error';

/** Error texts of a react-hook-form error tree, in no particular order. */
function messages(errors: FieldErrors): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const m = (node as { message?: unknown }).message;
    if (typeof m === 'string' && m) out.push(m);
    for (const [k, v] of Object.entries(node)) if (k !== 'ref' && k !== 'message' && k !== 'type') walk(v);
  };
  walk(errors);
  return out;
}

/**
 * Brings the first marked field of `form` into view and focuses it: the field of the first error
 * text in page order, or, when that field has nothing focusable (e.g. the empty list of added
 * sub-activities), the control just before it.
 */
export function focusFirstError(form: HTMLElement): HTMLElement | null {
  const error = form.querySelector<HTMLElement>(ERROR);
  if (!error) return null;
  const field = error.closest<HTMLElement>('.mantine-InputWrapper-root') ?? error.parentElement ?? error;
  let target = field.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) {
    const before = [...form.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    target = before.at(-1) ?? null;
  }
  // jsdom has no scrollIntoView.
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target?.focus({ preventScroll: true });
  return target;
}

/**
 * A submit stopped by the form's own checks must not fail silently: after the errors render,
 * the first marked field is scrolled to and focused, and a toast says why nothing was sent —
 * the §5 min > max text when that is the reason (SPEC.md §8 shows those as toasts), otherwise
 * 'Revisa los campos marcados'. Returns the ref for the `<form>` element.
 */
export function useFocusFirstError<V extends FieldValues>(form: UseFormReturn<V>) {
  const ref = useRef<HTMLFormElement>(null);
  // Reading these subscribes the component to them.
  const { submitCount, errors } = form.formState;
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    const texts = messages(errors);
    if (texts.length === 0 || !ref.current) return;
    focusFirstError(ref.current);
    toastError(texts.find((t) => RANGE_MESSAGES.includes(t)) ?? ACCOUNT_TEXTS.validation.checkFields);
  });
  return ref;
}
