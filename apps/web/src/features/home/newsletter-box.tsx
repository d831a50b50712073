import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import classes from './home.module.css';

/** Newsletter signup: by the spec it makes no call and saves nothing. */
export default function NewsletterBox() {
  const T = PUBLIC_TEXTS.home;
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setEmail('');
    setDone(true);
  };
  return (
    <section className={classes.section} aria-labelledby="newsletter-title">
      <Container size="md">
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="sm">
            <Title id="newsletter-title" order={2} fz="xl">
              {T.newsletterTitle}
            </Title>
            <Text c="dimmed">{T.newsletterText}</Text>
            <form onSubmit={onSubmit}>
              <Group align="flex-end" gap="sm">
                <TextInput
                  type="email"
                  required
                  label={T.newsletterLabel}
                  placeholder={T.newsletterPlaceholder}
                  value={email}
                  onChange={(e) => {
                    setEmail(e.currentTarget.value);
                    setDone(false);
                  }}
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Button type="submit">{T.newsletterButton}</Button>
              </Group>
            </form>
            {done && (
              <Text role="status" c="green.9" fw={500}>
                {T.newsletterThanks}
              </Text>
            )}
          </Stack>
        </Paper>
      </Container>
    </section>
  );
}
