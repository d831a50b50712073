/** The form of a new credential (issue 19): its kind, its fields and its document (PDF or image ≤ 10 MB). */
import {
  CREDENTIAL_DOC_ACCEPT,
  CREDENTIAL_DOC_MAX_BYTES,
  CREDENTIAL_LABELS,
  CREDENTIAL_MSG,
  CREDENTIAL_TEXTS,
  type CredentialKind,
  formatBytes,
  type SubmitCredential,
  submitCredentialSchema,
  todayInSpain,
} from '@cimenta/shared';
import { Button, FileButton, Group, Input, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { rawFormResolver } from '../../lib/form-resolver';
import { useFocusFirstError } from '../account-shared';

const T = CREDENTIAL_TEXTS;

export type CredentialValues = {
  kind: CredentialKind;
  number: string;
  insurer: string;
  policy: string;
  amount: number | string;
  expiresOn: string;
  name: string;
  document: string;
};

const empty: CredentialValues = {
  kind: 'insurance',
  number: '',
  insurer: '',
  policy: '',
  amount: '',
  expiresOn: '',
  name: '',
  document: '',
};

/** What the API takes, from the form's values (only the kind's own fields). */
export function credentialPayload(v: CredentialValues): SubmitCredential {
  const document = v.document || undefined;
  switch (v.kind) {
    case 'cif':
      return { kind: 'cif', number: v.number.trim(), document };
    case 'insurance':
      return {
        kind: 'insurance',
        insurer: v.insurer.trim(),
        policy: v.policy.trim(),
        amount: v.amount === '' ? Number.NaN : Number(v.amount),
        expiresOn: v.expiresOn,
        document: v.document,
      };
    case 'rea':
      return { kind: 'rea', number: v.number.trim(), expiresOn: v.expiresOn || undefined, document };
    case 'association':
      return { kind: 'association', name: v.name.trim(), number: v.number.trim(), expiresOn: v.expiresOn || undefined, document };
  }
}

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function CredentialForm({ onSubmit, onCancel }: { onSubmit: (body: SubmitCredential) => Promise<void>; onCancel: () => void }) {
  const form = useForm<CredentialValues>({
    mode: 'onTouched',
    // The shared schema checks what the API checks; the payload keeps only the kind's fields.
    resolver: (values, ctx, opts) =>
      rawFormResolver<CredentialValues>(submitCredentialSchema)(credentialPayload(values) as never, ctx, opts),
    defaultValues: empty,
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useFocusFirstError(form);
  const [fileName, setFileName] = useState<string | null>(null);
  const kind = watch('kind');
  const today = todayInSpain();

  const pick = async (file: File | null) => {
    if (!file) return;
    if (file.size > CREDENTIAL_DOC_MAX_BYTES) return setError('document', { message: CREDENTIAL_MSG.documentTooBig });
    if (!CREDENTIAL_DOC_ACCEPT.split(',').includes(file.type)) return setError('document', { message: CREDENTIAL_MSG.documentType });
    clearErrors('document');
    setFileName(`${file.name} (${formatBytes(file.size)})`);
    setValue('document', await readFile(file));
  };

  const expiry = (required: boolean) => (
    <TextInput
      type="date"
      label={required ? T.expiresOn : T.expiresOnOptional}
      withAsterisk={required}
      min={today}
      error={errors.expiresOn?.message}
      {...register('expiresOn')}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(() => onSubmit(credentialPayload(form.getValues())))}>
      <Stack gap="md">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label={T.kindLabel}
              withAsterisk
              allowDeselect={false}
              data={(Object.keys(CREDENTIAL_LABELS) as CredentialKind[]).map((k) => ({ value: k, label: CREDENTIAL_LABELS[k] }))}
              value={field.value}
              onChange={(v) => {
                field.onChange(v ?? 'insurance');
                clearErrors();
              }}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
          )}
        />
        {kind === 'cif' && (
          <TextInput label={T.cifNumber} withAsterisk maxLength={20} error={errors.number?.message} {...register('number')} />
        )}
        {kind === 'insurance' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={T.insurer} withAsterisk maxLength={120} error={errors.insurer?.message} {...register('insurer')} />
            <TextInput label={T.policy} withAsterisk maxLength={60} error={errors.policy?.message} {...register('policy')} />
            <Controller
              control={control}
              name="amount"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={T.amount}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  min={1}
                  allowDecimal={false}
                  thousandSeparator="."
                  decimalSeparator=","
                />
              )}
            />
            {expiry(true)}
          </SimpleGrid>
        )}
        {kind === 'rea' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={T.reaNumber} withAsterisk maxLength={40} error={errors.number?.message} {...register('number')} />
            {expiry(false)}
          </SimpleGrid>
        )}
        {kind === 'association' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={T.associationName} withAsterisk maxLength={160} error={errors.name?.message} {...register('name')} />
            <TextInput label={T.associationNumber} withAsterisk maxLength={40} error={errors.number?.message} {...register('number')} />
            {expiry(false)}
          </SimpleGrid>
        )}
        <Input.Wrapper
          label={kind === 'insurance' ? T.policyDocument : T.document}
          withAsterisk={kind === 'insurance'}
          error={errors.document?.message}
        >
          <Group gap="sm" mt={4}>
            <FileButton onChange={pick} accept={CREDENTIAL_DOC_ACCEPT}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden />}>
                  {T.chooseFile}
                </Button>
              )}
            </FileButton>
            {fileName && (
              <Text size="sm" aria-live="polite">
                {T.documentChosen(fileName)}
              </Text>
            )}
          </Group>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
