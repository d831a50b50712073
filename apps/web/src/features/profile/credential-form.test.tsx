/** Issue 19: the credential form checks what the API checks, before sending a 10 MB document. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/account';
import { CredentialForm, credentialPayload } from './credential-form';

const values = { number: ' b84818442 ', insurer: ' Mapfre ', policy: 'RC-1', amount: 600000, expiresOn: '', name: 'Colegio', document: '' };

describe('credential form', () => {
  it('sends only the fields of the chosen kind', () => {
    expect(credentialPayload({ ...values, kind: 'cif' })).toEqual({ kind: 'cif', number: 'b84818442', document: undefined });
    expect(credentialPayload({ ...values, kind: 'rea' })).toEqual({
      kind: 'rea',
      number: 'b84818442',
      expiresOn: undefined,
      document: undefined,
    });
    expect(credentialPayload({ ...values, kind: 'insurance', expiresOn: '2030-01-31', document: 'data:x' })).toEqual({
      kind: 'insurance',
      insurer: 'Mapfre',
      policy: 'RC-1',
      amount: 600000,
      expiresOn: '2030-01-31',
      document: 'data:x',
    });
  });

  it('names the missing fields in Spanish and refuses a document over 10 MB or of another type without sending anything', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CredentialForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(screen.getByText('Adjunta la póliza en PDF o en imagen')).toBeInTheDocument();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['x'], 'poliza.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('El documento excede de 10 MB')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['hola'], 'poliza.docx', { type: 'application/msword' })] } });
    expect(await screen.findByText('El documento debe ser un PDF o una imagen (JPG, PNG o WebP)')).toBeInTheDocument();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});
