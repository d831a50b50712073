import { ACCOUNT_TEXTS, EMAIL_MAX, PASSWORD_MAX, USER_LASTNAME_MAX, USER_NAME_MAX } from '@cimenta/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { ConsentCheckbox } from '../../components/consent-checkbox';
import { PasswordField } from '../account-shared';

const T = ACCOUNT_TEXTS.admin;
export type AdminAccountValues = { email: string; name: string; lastname: string; password: string; repeat: string; consent: boolean };

/** Administrator data shared by /register and /rwc step 03 (SPEC.md §2 "Register steps"). */
export function AdminAccountFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AdminAccountValues>();
  return (
    <Stack gap="md">
      <TextInput
        label={T.email}
        type="email"
        autoComplete="email"
        withAsterisk
        error={errors.email?.message}
        maxLength={EMAIL_MAX}
        {...register('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={T.name}
          autoComplete="given-name"
          withAsterisk
          error={errors.name?.message}
          maxLength={USER_NAME_MAX}
          {...register('name')}
        />
        <TextInput
          label={T.lastname}
          autoComplete="family-name"
          withAsterisk
          error={errors.lastname?.message}
          maxLength={USER_LASTNAME_MAX}
          {...register('lastname')}
        />
      </SimpleGrid>
      <PasswordField
        label={T.password}
        description={ACCOUNT_TEXTS.adminScreen.passwordHint}
        autoComplete="new-password"
        withAsterisk
        error={errors.password?.message}
        maxLength={PASSWORD_MAX}
        {...register('password')}
      />
      <PasswordField
        label={T.repeatPassword}
        autoComplete="new-password"
        withAsterisk
        error={errors.repeat?.message}
        maxLength={PASSWORD_MAX}
        {...register('repeat')}
      />
      <ConsentCheckbox id="account-consent" purpose={T.consentPurpose} error={errors.consent?.message} {...register('consent')} />
    </Stack>
  );
}
