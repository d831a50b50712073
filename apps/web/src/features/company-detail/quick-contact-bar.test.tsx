import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { QuickContactBar } from './quick-contact-bar';

function Page({ phone }: { phone: string }) {
  return (
    <>
      <section aria-labelledby="contact-title">
        <h2 id="contact-title">Contacta con la empresa</h2>
        <label>
          Nombre
          <input name="name" />
        </label>
      </section>
      <QuickContactBar phone={phone} />
    </>
  );
}

describe('the phone bar of a company page (issue 9)', () => {
  it('dials the grouped number and takes the visitor to the contact form, focused', async () => {
    renderApp(<Page phone="675723666" />);
    const bar = screen.getByRole('region', { name: 'Contactar con la empresa' });
    const call = screen.getByRole('link', { name: 'Llamar (675 72 36 66)' });
    expect(call).toHaveAttribute('href', 'tel:+34675723666');
    expect(bar).toContainElement(call);
    await userEvent.click(screen.getByRole('button', { name: 'Contactar' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it('has no "Llamar" without a phone', () => {
    renderApp(<Page phone=" " />);
    expect(screen.getByRole('button', { name: 'Contactar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Llamar/ })).toBeNull();
  });
});
