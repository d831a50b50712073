import { ACCOUNT_TEXTS, EMAIL_MAX, PHONE_MAX, URL_MAX, withHttps } from '@cimenta/shared';
import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { ContactValues } from './values';

const T = ACCOUNT_TEXTS.company;

/** Contact data and networks; links are shown with https:// once typed (SPEC.md §2). */
export function ContactFields({ headings = true }: { headings?: boolean }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<ContactValues>();
  const url = (name: 'contact.website' | 'networks.linkedIn' | 'networks.instagram' | 'networks.facebook') => {
    const field = register(name);
    return {
      ...field,
      onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
        setValue(name, withHttps(e.currentTarget.value));
        return field.onBlur(e);
      },
      type: 'url',
      maxLength: URL_MAX,
      inputMode: 'url' as const,
      description: ACCOUNT_TEXTS.common.optional,
      inputWrapperOrder: ['label', 'description', 'input', 'error'] as ('label' | 'description' | 'input' | 'error')[],
    };
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={T.email}
          type="email"
          withAsterisk
          autoComplete="email"
          error={errors.contact?.email?.message}
          maxLength={EMAIL_MAX}
          {...register('contact.email')}
        />
        <TextInput
          label={T.phone}
          type="tel"
          withAsterisk
          autoComplete="tel"
          error={errors.contact?.phone?.message}
          maxLength={PHONE_MAX}
          {...register('contact.phone')}
        />
      </SimpleGrid>
      <TextInput label={T.website} placeholder="https://" {...url('contact.website')} />
      {headings && (
        <Title order={3} size="h5">
          {T.networksTitle}
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={T.linkedIn} placeholder="https://linkedin.com/company/…" {...url('networks.linkedIn')} />
        <TextInput label={T.instagram} placeholder="https://instagram.com/…" {...url('networks.instagram')} />
        <TextInput label={T.facebook} placeholder="https://facebook.com/…" {...url('networks.facebook')} />
      </SimpleGrid>
    </Stack>
  );
}
