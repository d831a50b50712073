import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardTrust } from './company-card';

describe('CardTrust (issue 19)', () => {
  it('reads the stars as "4,6 de 5, 23 opiniones" and lists the verified badges with their expiry', () => {
    render(
      <CardTrust
        rating={{ average: 4.6, count: 23 }}
        badges={[
          { kind: 'insurance', expiresOn: '2027-12-31' },
          { kind: 'cif', expiresOn: null },
        ]}
      />,
    );
    const stars = screen.getByRole('img', { name: '4,6 de 5, 23 opiniones' });
    // What shows: the average and the count (the stars are CSS).
    expect(stars).toHaveTextContent('4,6(23)');
    const list = screen.getByRole('list', { name: 'Credenciales verificadas' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Seguro · hasta 12/2027', 'CIF verificado']);
  });

  it('writes thousands with a dot', () => {
    render(<CardTrust rating={{ average: 4, count: 1200 }} />);
    expect(screen.getByRole('img', { name: '4 de 5, 1.200 opiniones' })).toHaveTextContent('4(1.200)');
  });

  it('shows nothing for a company without reviews or verified credentials', () => {
    const { container } = render(<CardTrust rating={null} badges={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows "Responde rápido" only for a company that has it (issue 20), even without reviews', () => {
    render(<CardTrust rating={null} badges={[]} fastReply />);
    expect(screen.getByTestId('fast-reply')).toHaveTextContent('Responde rápido');
    const { container } = render(<CardTrust rating={null} badges={[]} fastReply={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
