/** Issue 11: over-long input in the public contact form. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <ContactForm companyId="7d1c8a5e-2b0f-4b8e-9b61-0d1c2f3a4b5c" />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('ContactForm limits', () => {
  it('caps every field, counts the message and names the limit of a too-long value', async () => {
    renderForm();
    const message = screen.getByRole('textbox', { name: /Mensaje/ });
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveAttribute('maxLength', '150');
    expect(screen.getByRole('textbox', { name: /Correo/ })).toHaveAttribute('maxLength', '254');
    expect(screen.getByRole('textbox', { name: /Teléfono/ })).toHaveAttribute('maxLength', '30');
    expect(message).toHaveAttribute('maxLength', '5000');
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: 'm'.repeat(6500) } });
    fireEvent.blur(message);
    expect(await screen.findByText('Máximo 5.000 caracteres')).toBeInTheDocument();
    expect(screen.getByText('6500/5000')).toBeInTheDocument();
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
  });
});
