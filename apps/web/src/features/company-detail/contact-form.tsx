import { type ContactMessageInput, contactMessageSchema, MSG, PUBLIC_TEXTS } from '@cimenta/shared';
import '../../lib/zod-es';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useSendContact } from './api/send-contact';

const T = PUBLIC_TEXTS.company;

/** Sends POST /v1/companies/{id}/contact; field errors show once a field was touched. */
export function ContactForm({ companyId }: { companyId: string }) {
  const send = useSendContact(companyId);
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const e = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await send.mutateAsync({ ...values, phone: values.phone || undefined });
      notifications.show({ color: 'green', title: T.contactTitle, message: res?.message ?? MSG.contactSent });
      reset();
    } catch {
      // The HTTP client has already shown the error toast.
    }
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="contact-title">
      <Title id="contact-title" order={2} fz="lg">
        {T.contactTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.contactText}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label={T.contactName} withAsterisk autoComplete="name" {...register('name')} error={e.name?.message} />
          <TextInput
            label={T.contactEmail}
            withAsterisk
            type="email"
            autoComplete="email"
            {...register('email')}
            error={e.email?.message}
          />
          <TextInput label={T.contactPhone} type="tel" autoComplete="tel" {...register('phone')} error={e.phone?.message} />
          <Textarea
            label={T.contactMessage}
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            {...register('message')}
            error={e.message?.message}
          />
          <Button type="submit" loading={send.isPending}>
            {T.contactSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
