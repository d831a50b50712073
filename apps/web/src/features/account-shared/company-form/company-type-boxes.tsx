import type { CompanyType } from '@cimenta/shared';
import { Group, Radio, SimpleGrid, Skeleton, Text } from '@mantine/core';
import classes from './company-form.module.css';

/** The company type as radio-like boxes (SPEC.md §2 "Company screen"). */
export function CompanyTypeBoxes({
  label,
  types,
  value,
  onChange,
  onBlur,
  error,
  loading,
}: {
  label: string;
  types: CompanyType[] | undefined;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
  loading?: boolean;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} label={label} withAsterisk error={error} onBlur={onBlur}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
        {loading
          ? [0, 1, 2, 3].map((i) => <Skeleton key={i} h={52} radius="md" />)
          : (types ?? []).map((t) => (
              <Radio.Card key={t.id} value={String(t.id)} radius="md" className={classes.typeBox}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text fw={500} size="sm">
                    {t.name}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
