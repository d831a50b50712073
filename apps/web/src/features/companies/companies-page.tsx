import { type CompanyOrder, formatNumber, ORDERS, PUBLIC_TEXTS } from '@cimenta/shared';
import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCompanies } from '../../api/companies';
import { CompanyCard } from '../../components/company-card';
import { usePageTitle } from '../../components/use-page-title';
import { searchAllCompanies, useSavedFilter, Searcher } from '../search';
import classes from './companies-page.module.css';
import { FilterSummary } from './filter-summary';

const T = PUBLIC_TEXTS.results;

/** /companies: the results of the saved filter, 20 per page (SPEC §2, §7). */
export function CompaniesPage() {
  usePageTitle(T.documentTitle);
  const filter = useSavedFilter();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const text = params.get('q') ?? '';
  const [debouncedText] = useDebouncedValue(text, 400);
  const order = (ORDERS as readonly string[]).includes(params.get('order') ?? '') ? (params.get('order') as CompanyOrder) : undefined;

  // Each results page is its own history entry (Back from page 3 shows page 2); typing a name,
  // changing the order or a new filter replace the current one.
  const update = (changes: Record<string, string | null>, { push = false } = {}) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: !push },
    );

  // A new filter starts again from page 1.
  const filterKey = JSON.stringify(filter);
  const firstFilter = useRef(filterKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the filter changes
  useEffect(() => {
    if (firstFilter.current === filterKey) return;
    firstFilter.current = filterKey;
    update({ page: null });
  }, [filterKey]);

  const results = useCompanies({ filter, search: debouncedText, order, page });
  const data = results.data;
  const topRef = useRef<HTMLDivElement>(null);

  const effectiveOrder: CompanyOrder = order ?? (debouncedText ? 'relevance' : 'newest');

  return (
    // The clip keeps the slide-in from widening the page (a horizontal scrollbar on phones).
    <div className={classes.clip}>
      <div className={classes.page}>
        <div className={classes.head}>
          <Container size="lg" py="lg">
            <Searcher />
          </Container>
        </div>
        <Container size="lg" py="lg" ref={topRef}>
          <Group justify="space-between" align="flex-end" mb="md" gap="md">
            <Stack gap={2}>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {T.title}
              </Title>
              <Text c="dimmed" role="status" aria-live="polite" data-testid="results-count">
                {data ? T.count(formatNumber(data.total)) : T.loading}
              </Text>
              <FilterSummary filter={filter} />
            </Stack>
            <Group gap="sm" align="flex-end">
              <TextInput
                label={T.textSearch}
                placeholder={T.textSearchPlaceholder}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={text}
                onChange={(e) => update({ q: e.currentTarget.value, page: null })}
                w={{ base: '100%', xs: 240 }}
              />
              <Select
                label={T.order}
                data={ORDERS.map((o) => ({ value: o, label: T.orders[o] }))}
                value={effectiveOrder}
                onChange={(v) => update({ order: v, page: null })}
                allowDeselect={false}
                w={{ base: '100%', xs: 200 }}
              />
            </Group>
          </Group>

          {results.isLoading ? (
            <Center py={80}>
              <Loader aria-label={T.loading} />
            </Center>
          ) : data && data.items.length > 0 ? (
            <Stack gap="lg" style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }} aria-busy={results.isFetching}>
              <SimpleGrid cols={1} spacing="md" data-testid="results">
                {data.items.map((c) => (
                  <CompanyCard key={c.id} company={c} headingLevel={2} />
                ))}
              </SimpleGrid>
              {data.pages > 1 && (
                <Center>
                  <Pagination
                    total={data.pages}
                    value={Math.min(page, data.pages)}
                    onChange={(p) => {
                      update({ page: p > 1 ? String(p) : null }, { push: true });
                      topRef.current?.scrollIntoView({ behavior: 'smooth' });
                    }}
                    getControlProps={(control) => ({
                      'aria-label': control === 'next' ? 'Página siguiente' : control === 'previous' ? 'Página anterior' : control,
                    })}
                    getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
                    aria-label={T.pagination}
                    siblings={1}
                    boundaries={1}
                  />
                </Center>
              )}
            </Stack>
          ) : (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Stack align="center" gap="sm">
                <Title order={2} fz="lg">
                  {T.empty}
                </Title>
                <Text c="dimmed">{T.emptyHint}</Text>
                <Button variant="light" onClick={searchAllCompanies}>
                  {T.clear}
                </Button>
              </Stack>
            </Paper>
          )}
        </Container>
      </div>
    </div>
  );
}
