/** Issue 19: the company page's verified credentials, with their expiry and what they cover. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/account';
import { CredentialBadges } from './credential-badges';

describe('credential badges', () => {
  it('lists each verified credential with its expiry date and what it covers', () => {
    renderWithProviders(
      <CredentialBadges
        credentials={[
          { kind: 'insurance', label: 'Seguro de responsabilidad civil', detail: 'Mapfre · cubre 600.000 €', expiresOn: '2027-12-31' },
          { kind: 'cif', label: 'CIF/NIF verificado', detail: null, expiresOn: null },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Credenciales verificadas' });
    expect(region).toHaveTextContent('Seguro de responsabilidad civil · hasta 31/12/2027');
    expect(region).toHaveTextContent('Mapfre · cubre 600.000 €');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('CIF/NIF verificado')).toBeInTheDocument();
  });

  it('shows nothing when the company has none', () => {
    renderWithProviders(<CredentialBadges credentials={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
