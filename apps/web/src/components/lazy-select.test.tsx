import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROVINCES, renderProvinceField } from '../test/lazy-select';
import { LazySelect } from './lazy-select';

describe('<LazySelect />', () => {
  it('reads as a select before Mantine’s select has loaded, with the chosen label', () => {
    renderProvinceField({ initial: '8', onSearch: vi.fn() });
    const input = screen.getByRole('combobox', { name: 'Provincia' });
    expect(input).toHaveValue('Barcelona');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-haspopup', 'listbox');
  });

  it('a select that is not searchable opens its list on a click, loaded or not', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider env="test">
        <LazySelect label="Ordenar por" data={PROVINCES} value="28" onChange={onChange} allowDeselect={false} />
      </MantineProvider>,
    );
    const plain = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(plain).toHaveValue('Madrid');
    expect(plain).toHaveAttribute('readonly');
    await userEvent.click(plain);
    await userEvent.click(await screen.findByRole('option', { name: 'Barcelona' }, { timeout: 30_000 }));
    expect(onChange).toHaveBeenCalledWith('8', expect.objectContaining({ value: '8' }));
  });
});
