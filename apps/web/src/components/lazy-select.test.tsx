import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazySelect } from './lazy-select';

const DATA = [
  { value: '28', label: 'Madrid' },
  { value: '8', label: 'Barcelona' },
];

function Field({ initial = null, onSearch }: { initial?: string | null; onSearch: (text: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  const [search, setSearch] = useState('');
  return (
    <LazySelect
      label="Provincia"
      placeholder="Todas las provincias"
      data={DATA}
      value={value}
      onChange={setValue}
      searchValue={search}
      onSearchChange={(text) => {
        onSearch(text);
        setSearch(text);
      }}
      clearable
      searchable
    />
  );
}

const renderField = (props: Parameters<typeof Field>[0]) =>
  render(
    <MantineProvider env="test">
      <Field {...props} />
    </MantineProvider>,
  );

describe('<LazySelect />', () => {
  it('reads as a select before Mantine’s select has loaded, with the chosen label', () => {
    renderField({ initial: '8', onSearch: vi.fn() });
    const input = screen.getByRole('combobox', { name: 'Provincia' });
    expect(input).toHaveValue('Barcelona');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-haspopup', 'listbox');
  });

  it('a select that is not searchable opens its list on a click, loaded or not', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider env="test">
        <LazySelect label="Ordenar por" data={DATA} value="28" onChange={onChange} allowDeselect={false} />
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
