import {
  ACCOUNT_TEXTS,
  CONTACT_MESSAGE_MAX,
  CONTACT_SENT_PARAM,
  CONTACT_SENT_VALUE,
  contactFormAction,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  type ContactMessageInput,
  EMAIL_MAX,
  MSG,
  PUBLIC_TEXTS,
} from '@cimenta/shared';
import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { showSuccessToast } from '../../lib/toasts';
import { useSendContact } from './api/send-contact';

const T = PUBLIC_TEXTS.company;

/** The shared schema's resolver, loaded with zod on the form's first validation (contact-resolver.ts). */
const resolver: Resolver<ContactMessageInput> = async (values, context, options) => {
  const { contactResolver } = await import('./contact-resolver');
  return contactResolver(values, context, options);
};

/**
 * Sends POST /v1/companies/{id}/contact; field errors show once a field was touched. Before the
 * scripts run (or without them) the browser posts the same fields to the server's form route
 * (`contactFormAction`), which redirects back here with `?contacto=enviado`: the confirmation.
 */
export function ContactForm({ companyId }: { companyId: string }) {
  const send = useSendContact(companyId);
  const [params] = useSearchParams();
  const sentWithoutScripts = params.get(CONTACT_SENT_PARAM) === CONTACT_SENT_VALUE;
  // The shared schema names a too-long value ('Máximo 5.000 caracteres') apart from a missing one.
  const form = useForm<ContactMessageInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { register, handleSubmit, formState, reset, watch } = form;
  const messageLength = (watch('message') ?? '').length;
  const e = formState.errors;

  // A failure toasts from the mutation cache; the form keeps what was typed.
  const onSubmit = handleSubmit((values) =>
    send.mutate(
      { ...values, phone: values.phone || undefined },
      {
        onSuccess: (res) => {
          showSuccessToast(res.message ?? MSG.contactSent, T.contactTitle);
          reset();
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="contact-title" id="contacto">
      <Title id="contact-title" order={2} fz="lg">
        {T.contactTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.contactText}
      </Text>
      {sentWithoutScripts && (
        <Alert color="green" role="status" mb="md" title={MSG.contactSent}>
          {T.contactSentNotice}
        </Alert>
      )}
      <form method="post" action={contactFormAction(companyId)} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={T.contactName}
            withAsterisk
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            {...register('name')}
            error={e.name?.message}
          />
          <TextInput
            label={T.contactEmail}
            withAsterisk
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            {...register('email')}
            error={e.email?.message}
          />
          <TextInput
            label={T.contactPhone}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_PHONE_MAX}
            {...register('phone')}
            error={e.phone?.message}
          />
          <Textarea
            label={T.contactMessage}
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            maxLength={CONTACT_MESSAGE_MAX}
            {...register('message')}
            error={e.message?.message}
          />
          <Text size="xs" c="dimmed" ta="right" mt={-6} aria-live="polite">
            {ACCOUNT_TEXTS.company.counter(messageLength, CONTACT_MESSAGE_MAX)}
          </Text>
          <Button type="submit" loading={send.isPending}>
            {T.contactSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
