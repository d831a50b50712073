/**
 * The first use of a `LazySelect`, alone in its file so that Mantine's select is not loaded yet
 * (each test file has its own modules): what is typed before it arrives must survive its arrival.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

describe('<LazySelect /> on first use', () => {
  it('keeps what was typed before the select loaded, and the focus, and lists the matches', async () => {
    const onSearch = vi.fn();
    renderField({ onSearch });
    const plain = screen.getByRole('combobox', { name: 'Provincia' });
    // What a fast visitor (or Playwright's fill) does: focus and type at once.
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'Barc' } });
    // The select's code loads on first use (slow in a fresh worker on a busy machine).
    await screen.findByRole('listbox', {}, { timeout: 30_000 });
    const select = screen.getByRole('combobox', { name: 'Provincia' });
    expect(select).toHaveValue('Barc');
    expect(select).toHaveFocus();
    // The select's own start (an empty search without a value) does not wipe the text.
    expect(onSearch.mock.calls.map(([text]) => text)).toEqual(['Barc']);
    expect(screen.getByRole('option', { name: 'Barcelona' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Barcelona' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveValue('Barcelona'));
  });
});
