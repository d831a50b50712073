import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SENT_PARAM,
  CONTACT_SENT_VALUE,
  contactFormAction,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  type ContactFormInput,
  charCount,
  EMAIL_MAX,
  MSG,
  PUBLIC_TEXTS,
} from '@cimenta/shared';
import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { ConsentCheckbox } from '../../components/consent-checkbox';
import { useSendContact } from './api/send-contact';

const T = PUBLIC_TEXTS.company;
/** The light alert's own title colour is too pale on its background (axe: color-contrast); Mantine sets it inline. */
const SENT_STYLES = { label: { color: 'var(--mantine-color-text)' } };

type Field = keyof ContactFormInput;
type Errors = Partial<Record<Field, string>>;
/** Field order: the first with an error takes the focus after a refused submit. */
const FIELDS: Field[] = ['name', 'email', 'phone', 'message', 'consent'];

/** What the form holds now, read from its fields (they are not controlled: typing before the scripts ran is kept). */
function valuesOf(form: HTMLFormElement): ContactFormInput {
  const data = new FormData(form);
  const text = (k: string) => String(data.get(k) ?? '');
  return { name: text('name'), email: text('email'), phone: text('phone'), message: text('message'), consent: data.has('consent') };
}

/** The shared schema's messages, loaded with zod on the form's first validation (contact-resolver.ts). */
async function check(form: HTMLFormElement): Promise<Errors> {
  const { contactErrors } = await import('./contact-resolver');
  return contactErrors(valuesOf(form));
}

/**
 * Sends POST /v1/companies/{id}/contact; field errors show once a field was touched. Before the
 * scripts run (or without them) the browser posts the same fields to the server's form route
 * (`contactFormAction`), which redirects back here with `?contacto=enviado`: the confirmation.
 */
export function ContactForm({
  companyId,
  search,
}: {
  companyId: string /** The page's query string (`?contacto=enviado`). */;
  search: string;
}) {
  const send = useSendContact(companyId);
  const sentWithoutScripts = new URLSearchParams(search).get(CONTACT_SENT_PARAM) === CONTACT_SENT_VALUE;
  /** The address of the last message sent here: the lasting confirmation (issue 20) names it. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Errors show once a field was left (or on submit), then follow what is typed; the shared schema
  // names a too-long value ('Máximo 5.000 caracteres') apart from a missing one.
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<Field>());
  const latest = useRef(0);
  const [errors, setErrors] = useState<Errors>({});
  const [messageLength, setMessageLength] = useState(0);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);
  useEffect(() => {
    // A message typed before the scripts ran.
    const message = formRef.current?.elements.namedItem('message');
    if (message instanceof HTMLTextAreaElement) setMessageLength(message.value.length);
  }, []);

  /** Validates the whole form; shows the errors of `only` (a field) or of every field. */
  const validate = async (only?: Field): Promise<Errors> => {
    const form = formRef.current;
    if (!form) return {};
    const run = ++latest.current;
    const found = await check(form);
    if (run === latest.current) setErrors((prev) => (only ? { ...prev, [only]: found[only] } : found));
    return found;
  };
  const fieldOf = (e: SyntheticEvent) => (e.target as HTMLInputElement).name as Field;
  const onBlur = (e: SyntheticEvent) => {
    const field = fieldOf(e);
    if (!FIELDS.includes(field)) return;
    touched.current.add(field);
    void validate(field);
  };
  const onChange = (e: SyntheticEvent) => {
    const field = fieldOf(e);
    if (field === 'message') setMessageLength((e.target as HTMLTextAreaElement).value.length);
    if (touched.current.has(field)) void validate(field);
  };

  // A failure toasts from the mutation cache; the form keeps what was typed.
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    for (const f of FIELDS) touched.current.add(f);
    const found = await validate();
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    const values = valuesOf(form);
    send.mutate(
      { ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone?.trim() || undefined },
      {
        onSuccess: () => {
          // The confirmation takes the form's place and the focus (below): said once, where the
          // visitor is, instead of a toast beside it saying the same.
          setSentTo(values.email.trim());
          form.reset();
          touched.current.clear();
          setErrors({});
          setMessageLength(0);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="contact-title" id="contacto">
      <Title id="contact-title" order={2} fz="lg">
        {T.contactTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.contactText}
      </Text>
      {sentTo ? (
        <Alert ref={sentRef} tabIndex={-1} color="green" role="status" mb="md" title={MSG.contactSent} styles={SENT_STYLES}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{T.contactSentTo(sentTo)}</Text>
            <Button variant="default" size="compact-sm" onClick={() => setSentTo(null)}>
              {T.contactAnother}
            </Button>
          </Stack>
        </Alert>
      ) : (
        sentWithoutScripts && (
          <Alert color="green" role="status" mb="md" title={MSG.contactSent} styles={SENT_STYLES}>
            {T.contactSentNotice}
          </Alert>
        )
      )}
      <form
        ref={formRef}
        hidden={Boolean(sentTo)}
        method="post"
        action={contactFormAction(companyId)}
        onSubmit={onSubmit}
        onBlur={onBlur}
        onChange={onChange}
        noValidate
      >
        <Stack gap="sm">
          <TextInput label={T.contactName} withAsterisk autoComplete="name" maxLength={CONTACT_NAME_MAX} name="name" error={errors.name} />
          <TextInput
            label={T.contactEmail}
            withAsterisk
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            name="email"
            error={errors.email}
          />
          <TextInput label={T.contactPhone} type="tel" autoComplete="tel" maxLength={CONTACT_PHONE_MAX} name="phone" error={errors.phone} />
          <Textarea
            label={T.contactMessage}
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            maxLength={CONTACT_MESSAGE_MAX}
            name="message"
            error={errors.message}
          />
          <Text size="xs" c="dimmed" ta="right" mt={-6} aria-live="polite">
            {charCount(messageLength, CONTACT_MESSAGE_MAX)}
          </Text>
          <ConsentCheckbox id="contact-consent" name="consent" purpose={T.consentPurpose} error={errors.consent} />
          <Button type="submit" loading={send.isPending}>
            {T.contactSubmit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
