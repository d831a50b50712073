/** The guided search's fields (SPEC §2) and the helpers its steps share. */
import { AREA_MAX_OPTIONS, AREA_MIN_OPTIONS, PUBLIC_TEXTS } from '@cimenta/shared';
import { Select } from '@mantine/core';
import { useCompanyTypes } from '../../../api/company-types';
import { useActivityOptions, useSubActivityOptions } from '../../../api/options';
import { RemoteSelect } from '../../../components/remote-select';

const T = PUBLIC_TEXTS.guided;

const numberData = (list: { value: number; label: string }[]) => list.map((o) => ({ value: String(o.value), label: o.label }));
export const AREA_MIN = numberData(AREA_MIN_OPTIONS);
export const AREA_MAX = numberData(AREA_MAX_OPTIONS);
export const toNum = (v: string | null) => (v === null || v === '' ? null : Number(v));

/**
 * A field's error line keeps its room when the error goes (an empty, silent line in the same slot),
 * so the form never moves under the pointer: an error cleared on blur by pressing "Siguiente" used
 * to pull the button 18 px up and the release landed outside it.
 */
export const errorLine = (error: string | undefined) =>
  error ? { error } : { success: '\u00a0', successProps: { 'aria-hidden': true } as const, withSuccessStyles: false };
export const groupErrorLine = (error: string | undefined) =>
  error ? { error } : { success: '\u00a0', successProps: { 'aria-hidden': true } as const };

export function TypeSelect(props: { value: number | null; onChange: (v: number | null) => void; onBlur: () => void; error?: string }) {
  const types = useCompanyTypes();
  return (
    <Select
      label={T.needType}
      placeholder={T.needTypePlaceholder}
      withAsterisk
      data={types.data?.map((t) => ({ value: String(t.id), label: t.name })) ?? []}
      value={props.value ? String(props.value) : null}
      onChange={(v) => props.onChange(toNum(v))}
      onBlur={props.onBlur}
      {...errorLine(props.error)}
      comboboxProps={{ zIndex: 400 }}
    />
  );
}

export function ActivitySelect(props: {
  type: number | null;
  value: number | null;
  onChange: (v: number | null) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { type } = props;
  return (
    <RemoteSelect
      label={T.needActivity}
      placeholder={T.needActivityPlaceholder}
      withAsterisk
      disabled={!type}
      value={props.value ? String(props.value) : null}
      onChange={(v) => props.onChange(toNum(v))}
      onBlur={props.onBlur}
      {...errorLine(props.error)}
      useOptions={useActivityOptions}
      params={{ type }}
    />
  );
}

export function SubActivitySelect(props: {
  type: number | null;
  activity: number | null;
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const { type, activity } = props;
  return (
    <RemoteSelect
      label={T.needSubActivity}
      placeholder={T.needSubActivityPlaceholder}
      disabled={!activity}
      value={props.value ? String(props.value) : null}
      onChange={(v) => props.onChange(toNum(v))}
      useOptions={useSubActivityOptions}
      params={{ type, activity }}
    />
  );
}
