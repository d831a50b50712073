import { ACCOUNT_TEXTS, EMAIL_MAX, MSG, PASSWORD_MAX, USER_LASTNAME_MAX, USER_NAME_MAX } from '@cimenta/shared';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyFormChecks, PasswordField, toastSuccess, useFocusFirstError } from '../account-shared/forms';
import { useProfile } from '../../lib/session';
import { settle } from '../../lib/settle';
import { useChangePassword } from './api/change-password';
import { useUpdateUser } from './api/update-user';
import { SectionCard } from './section-card';

const T = ACCOUNT_TEXTS.adminScreen;
const A = ACCOUNT_TEXTS.admin;

export type AdminValues = { name: string; lastname: string; email: string; password?: string };
export type PasswordValues = { actual: string; new: string; confirm: string };

// The two forms' checks (zod) load after the screen's first paint, not before it: the first
// screen of a cold /my-profile shows without them (issue 22, BENCHMARKS.md).
const adminChecks = lazyFormChecks<AdminValues>('adminProfileFormSchema');
const passwordChecks = lazyFormChecks<PasswordValues>('changePasswordFormSchema');

export function AdminDataForm({ initial, onSubmit }: { initial: AdminValues; onSubmit: (v: AdminValues) => Promise<void> }) {
  const form = useForm<AdminValues>({
    mode: 'onTouched',
    resolver: adminChecks.resolver,
    defaultValues: { ...initial, password: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useFocusFirstError(form);
  // A new e-mail takes effect only once confirmed by a link, and needs the current password.
  const emailChanged = (watch('email') ?? '').trim().toLowerCase() !== initial.email.trim().toLowerCase();
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((v) => {
        const email = v.email.trim().toLowerCase();
        if (emailChanged && !v.password) {
          setError('password', { message: MSG.required }, { shouldFocus: true });
          return;
        }
        return onSubmit({ name: v.name.trim(), lastname: v.lastname.trim(), email, ...(emailChanged ? { password: v.password } : {}) });
      })}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={A.name}
            withAsterisk
            autoComplete="given-name"
            error={errors.name?.message}
            maxLength={USER_NAME_MAX}
            {...register('name')}
          />
          <TextInput
            label={A.lastname}
            withAsterisk
            autoComplete="family-name"
            error={errors.lastname?.message}
            maxLength={USER_LASTNAME_MAX}
            {...register('lastname')}
          />
        </SimpleGrid>
        <TextInput
          label={A.email}
          type="email"
          withAsterisk
          autoComplete="email"
          error={errors.email?.message}
          maxLength={EMAIL_MAX}
          {...register('email')}
        />
        {emailChanged && (
          <PasswordField
            label={T.emailPassword}
            description={T.emailPasswordHint}
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            maxLength={PASSWORD_MAX}
            {...register('password')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {T.update}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PasswordForm({ onSubmit }: { onSubmit: (v: PasswordValues) => Promise<boolean> }) {
  const form = useForm<PasswordValues>({
    mode: 'onTouched',
    resolver: passwordChecks.resolver,
    defaultValues: { actual: '', new: '', confirm: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const formRef = useFocusFirstError(form);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(async (v) => {
        if (await onSubmit(v)) reset();
      })}
    >
      <Stack gap="md">
        <PasswordField
          label={T.actual}
          withAsterisk
          autoComplete="current-password"
          error={errors.actual?.message}
          maxLength={PASSWORD_MAX}
          {...register('actual')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField
            label={T.new}
            withAsterisk
            autoComplete="new-password"
            description={T.passwordHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.new?.message}
            maxLength={PASSWORD_MAX}
            {...register('new')}
          />
          <PasswordField
            label={T.confirm}
            withAsterisk
            autoComplete="new-password"
            error={errors.confirm?.message}
            maxLength={PASSWORD_MAX}
            {...register('confirm')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={isSubmitting}>
            {T.passwordSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /my-profile: administrator data and password change. */
export function AdminScreen() {
  const profile = useProfile();
  const updateUser = useUpdateUser();
  const changePassword = useChangePassword();
  const user = profile.data;
  useEffect(() => {
    adminChecks.preload();
    passwordChecks.preload();
  }, []);
  if (!user) return null;
  return (
    <Stack gap="lg">
      <SectionCard title={T.title}>
        <AdminDataForm
          key={user.id}
          initial={{ name: user.name, lastname: user.lastname, email: user.email }}
          onSubmit={async (v) => {
            // A failure (e.g. an e-mail already in use) is toasted by the mutation cache.
            const res = await settle(updateUser.mutateAsync(v));
            if (res.ok) toastSuccess(res.data.message || MSG.profileUpdated);
          }}
        />
      </SectionCard>
      <SectionCard title={T.passwordTitle}>
        <PasswordForm
          onSubmit={async (v) => {
            const res = await settle(changePassword.mutateAsync({ actual: v.actual, new: v.new }));
            if (res.ok) toastSuccess(res.data.message || MSG.passwordUpdated);
            // The form is emptied only after a change that worked.
            return res.ok;
          }}
        />
      </SectionCard>
    </Stack>
  );
}
