/** Issue 11: over-long input in the public contact form; issue 22: the form the browser posts itself. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

const ID = '7d1c8a5e-2b0f-4b8e-9b61-0d1c2f3a4b5c';

function renderForm(url = `/company/${ID}`) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <ContactForm companyId={ID} />
        </MantineProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ContactForm before and without JavaScript', () => {
  it('posts its named fields to the server form route, never a GET into the URL', () => {
    const { container } = renderForm();
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/company/${ID}/contacto`);
    const names = [...(form?.querySelectorAll('input, textarea') ?? [])].map((el) => el.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'phone', 'message']);
  });

  it('confirms a message the server received from the form (?contacto=enviado)', () => {
    renderForm(`/company/${ID}?contacto=enviado`);
    expect(screen.getByRole('status')).toHaveTextContent('Tu mensaje se ha enviado a la empresa');
  });

  it('shows no confirmation otherwise', () => {
    renderForm();
    expect(screen.queryByText(/Tu mensaje se ha enviado/)).not.toBeInTheDocument();
  });
});

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
