import { ACCOUNT_TEXTS, type Province } from '@cimenta/shared';
import { ActionIcon, Checkbox, Input, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import classes from './company-form.module.css';
import { type CheckState, groupByCommunity, stateOf, toggleMany, toggleOne } from './province-tree-model';

const T = ACCOUNT_TEXTS.activities;

function TreeCheckbox({ label, state, onChange }: { label: string; state: CheckState; onChange: () => void }) {
  return (
    <Checkbox
      label={label}
      checked={state === 'checked'}
      indeterminate={state === 'indeterminate'}
      aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked'}
      onChange={onChange}
    />
  );
}

/**
 * Work zones: provinces grouped by community under a root. Parents are
 * checked when all their provinces are and indeterminate when some are.
 */
export function ProvinceTree({
  provinces,
  loading,
  value,
  onChange,
  error,
}: {
  provinces: Province[] | undefined;
  loading?: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const groups = useMemo(() => groupByCommunity(provinces ?? []), [provinces]);
  const allIds = useMemo(() => (provinces ?? []).map((p) => p.id), [provinces]);
  const selected = useMemo(() => new Set(value), [value]);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggleOpen = (id: number) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <Input.Wrapper label={T.zonesTitle} description={T.zonesHint} error={error} withAsterisk>
      <Paper withBorder radius="md" p="sm" mt="xs" role="group" aria-label={T.zonesTitle}>
        {loading ? (
          <Stack gap="xs">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={24} />
            ))}
          </Stack>
        ) : (
          <Stack gap={2}>
            <div className={classes.treeRow}>
              <TreeCheckbox label={T.allSpain} state={stateOf(allIds, selected)} onChange={() => onChange(toggleMany(allIds, selected))} />
              <Text size="xs" c="dimmed" ml="auto">
                {T.selectedCount(value.length)}
              </Text>
            </div>
            {groups.map((g) => {
              const ids = g.provinces.map((p) => p.id);
              const isOpen = open.has(g.id);
              return (
                <div key={g.id} data-testid={`community-${g.id}`}>
                  <div className={classes.treeRow} style={{ paddingLeft: 8 }}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      onClick={() => toggleOpen(g.id)}
                      aria-expanded={isOpen}
                      aria-label={isOpen ? T.collapse(g.name) : T.expand(g.name)}
                    >
                      {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                    </ActionIcon>
                    <TreeCheckbox label={g.name} state={stateOf(ids, selected)} onChange={() => onChange(toggleMany(ids, selected))} />
                  </div>
                  {isOpen && (
                    <Stack gap={6} className={classes.treeChildren} py={4}>
                      {g.provinces.map((p) => (
                        <Checkbox
                          key={p.id}
                          label={p.province}
                          checked={selected.has(p.id)}
                          onChange={() => onChange(toggleOne(p.id, selected))}
                        />
                      ))}
                    </Stack>
                  )}
                </div>
              );
            })}
          </Stack>
        )}
      </Paper>
    </Input.Wrapper>
  );
}
