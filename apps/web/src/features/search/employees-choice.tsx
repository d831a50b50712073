/** The employee ranges as checkboxes, up to 3 (SPEC §2 Searcher): the advanced filters and the guided search. */
import { MAX_EMPLOYEE_CHOICES, PUBLIC_TEXTS } from '@cimenta/shared';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useEmployees } from '../../api/employees';

export function EmployeesChoice({ label, value, onChange }: { label: string; value: number[]; onChange: (v: number[]) => void }) {
  const employees = useEmployees();
  return (
    <Checkbox.Group label={label} description={PUBLIC_TEXTS.searcher.employeesHint} value={value.map(String)} onChange={() => {}}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {employees.data?.map((e) => {
          const checked = value.includes(e.id);
          return (
            <Checkbox
              key={e.id}
              value={String(e.id)}
              label={e.label}
              checked={checked}
              disabled={!checked && value.length >= MAX_EMPLOYEE_CHOICES}
              onChange={(ev) => onChange(ev.currentTarget.checked ? [...value, e.id] : value.filter((x) => x !== e.id))}
            />
          );
        })}
      </SimpleGrid>
      {employees.isLoading && <Text size="sm">{PUBLIC_TEXTS.loading}</Text>}
    </Checkbox.Group>
  );
}
