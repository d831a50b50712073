/** Issue 11: over-long input in the public contact form; issue 22: the form the browser posts itself. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { ContactForm } from './contact-form';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

const ID = '7d1c8a5e-2b0f-4b8e-9b61-0d1c2f3a4b5c';

function renderForm(url = `/company/${ID}`) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Notifications />
        <ContactForm companyId={ID} search={new URL(url, 'http://x').search} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('ContactForm before and without JavaScript', () => {
  it('posts its named fields to the server form route, never a GET into the URL', () => {
    const { container } = renderForm();
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/company/${ID}/contacto`);
    const names = [...(form?.querySelectorAll('input, textarea') ?? [])].map((el) => el.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'phone', 'message', 'consent']);
    // Unticked, and the browser itself refuses the form without it.
    const consent = form?.querySelector('input[name=consent]');
    expect(consent).not.toBeChecked();
    expect(consent).toBeRequired();
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

describe('ContactForm sending (issue 20)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to send until the privacy policy is accepted, then sends the consent and keeps a lasting confirmation', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Tu mensaje se ha enviado a la empresa' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: /Correo/ }), 'lucia@ejemplo.es');
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Quiero reformar el baño.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Debes aceptar la política de privacidad')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The first field with an error takes the focus.
    expect(screen.getByRole('checkbox', { name: /He leído y acepto/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/legal/politica-de-privacidad.pdf');

    await user.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Tu mensaje se ha enviado a la empresa');
    expect(status).toHaveTextContent('Te hemos enviado una copia a lucia@ejemplo.es');
    // Said once, where the visitor is: the confirmation has the focus, and no toast repeats it.
    expect(status).toHaveFocus();
    expect(screen.getAllByText('Tu mensaje se ha enviado a la empresa')).toHaveLength(1);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.contact).toMatchObject({ name: 'Lucía', email: 'lucia@ejemplo.es', consent: true });

    // The confirmation stays until another message is asked for; the form comes back empty.
    await user.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /He leído y acepto/ })).not.toBeChecked();
  });
});

describe('ContactForm typed into before the scripts ran', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what was typed into the server-rendered form when it hydrates, and sends it', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Tu mensaje se ha enviado a la empresa' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp(<ContactForm companyId={ID} search="" />, {
      route: `/company/${ID}`,
      beforeHydrate(container) {
        const set = (name: string, value: string) => {
          const el = container.querySelector(`[name="${name}"]`) as HTMLInputElement;
          el.value = value;
        };
        set('name', 'Lucía');
        set('email', 'lucia@ejemplo.es');
        set('message', 'Escrito antes de que cargara la página.');
        (container.querySelector('[name="consent"]') as HTMLInputElement).checked = true;
      },
    });
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Lucía');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('status')).toHaveTextContent('lucia@ejemplo.es');
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.contact).toMatchObject({ name: 'Lucía', message: 'Escrito antes de que cargara la página.', consent: true });
  });
});
