import { ACCOUNT_TEXTS, COMPANY_NAME_MAX, STEP1_DELAY_MS } from '@cimenta/shared';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFocusFirstError, companyNameFormSchema } from '../account-shared';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { rawFormResolver } from '../../lib/form-resolver';
import { useRwcDraft } from './draft';

const T = ACCOUNT_TEXTS.rwc;

export function StepNameForm({ initial, onSubmit }: { initial: string; onSubmit: (name: string) => void }) {
  const form = useForm<{ name: string }>({
    mode: 'onTouched',
    resolver: rawFormResolver(companyNameFormSchema),
    defaultValues: { name: initial },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const formRef = useFocusFirstError(form);
  const [waiting, setWaiting] = useState(false);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((v) => {
        setWaiting(true);
        onSubmit(v.name.trim());
      })}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {T.nameTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {T.nameHint}
          </Text>
        </Stack>
        <TextInput
          label={ACCOUNT_TEXTS.company.name}
          withAsterisk
          size="md"
          autoComplete="organization"
          error={errors.name?.message}
          maxLength={COMPANY_NAME_MAX}
          {...register('name')}
        />
        <Button type="submit" loading={waiting} size="md" style={{ alignSelf: 'flex-end' }}>
          {T.continue}
        </Button>
      </Stack>
    </form>
  );
}

/** Step 01: the name goes into the draft and step 02 opens 0.5 s later (SPEC.md §4). */
export function StepName() {
  const { draft, update } = useRwcDraft();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <StepNameForm
      initial={draft.name}
      onSubmit={(name) => {
        // Keep the rest of the draft unless the company name changed to a different company.
        update({ name, company: draft.company ? { ...draft.company, name } : undefined });
        timer.current = window.setTimeout(() => navigate(paths.rwcStep(2)), STEP1_DELAY_MS);
      }}
    />
  );
}
