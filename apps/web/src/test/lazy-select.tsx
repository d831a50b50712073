/** A province `LazySelect` as the searcher uses it (searchable, controlled text), for its tests. */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { LazySelect } from '../components/lazy-select';

export const PROVINCES = [
  { value: '28', label: 'Madrid' },
  { value: '8', label: 'Barcelona' },
];

function ProvinceField({ initial = null, onSearch }: { initial?: string | null; onSearch: (text: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  const [search, setSearch] = useState('');
  return (
    <LazySelect
      label="Provincia"
      placeholder="Todas las provincias"
      data={PROVINCES}
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

export const renderProvinceField = (props: Parameters<typeof ProvinceField>[0]) =>
  render(
    <MantineProvider env="test">
      <ProvinceField {...props} />
    </MantineProvider>,
  );
