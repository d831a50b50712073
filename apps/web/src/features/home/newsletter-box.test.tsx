/** Issue 22: the newsletter box makes no call and saves nothing (SPEC §1), so it promises no mail. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import NewsletterBox from './newsletter-box';

describe('NewsletterBox', () => {
  it('says the address was not kept and no mail will come', async () => {
    const user = userEvent.setup();
    renderApp(<NewsletterBox />);
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@example.es');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('no hemos guardado tu correo');
    expect(document.body).not.toHaveTextContent(/te escribiremos pronto|una vez al mes/i);
  });
});
