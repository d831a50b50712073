import { formatNumber, PUBLIC_TEXTS } from '@cimenta/shared';
import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { activitiesQueryOptions } from '../../api/activities';
import { useCompaniesTotal } from '../../api/companies';
import { useCompanyTypes } from '../../api/company-types';
import { useProvinces } from '../../api/provinces';
import classes from './home.module.css';

const T = PUBLIC_TEXTS.home;

/** Company summary strip: what the directory holds right now. */
export function SummaryStrip() {
  const total = useCompaniesTotal();
  const provinces = useProvinces();
  const types = useCompanyTypes();
  const activities = useQuery(activitiesQueryOptions({}));
  const services = activities.data?.reduce((n, a) => n + a.totalChildren, 0);
  const figures = [
    { value: total.data, label: T.summaryCompanies },
    { value: provinces.data?.length, label: T.summaryProvinces },
    { value: types.data?.length, label: T.summaryTypes },
    { value: services, label: T.summaryServices },
  ];
  return (
    <section className={classes.strip} aria-label={T.summaryCompanies}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          {figures.map((f) => (
            <Stack key={f.label} gap={0} align="center" ta="center">
              <span className={classes.stripNumber}>{f.value === undefined ? '—' : formatNumber(f.value)}</span>
              <Text size="sm">{f.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
