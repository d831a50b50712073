/**
 * /my-profile/estadisticas (issue 20): the company's last 12 weeks as charts (@mantine/charts,
 * recharts underneath; this lazy chunk is the only one that loads them), each with a summary for
 * screen readers, and the same figures in a table.
 */
import '@mantine/charts/styles.css';
import { STATISTICS_TEXTS, type StatisticsWeek } from '@cimenta/shared';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Box, Stack, Table, Text, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useStatistics } from './api/statistics';
import { ScreenError, ScreenLoader } from './screen-loader';
import { SectionCard } from './section-card';

const T = STATISTICS_TEXTS;
const label = (w: StatisticsWeek) => T.weekOf(w.week).replace('Semana del ', '');
const sum = (weeks: StatisticsWeek[], k: 'views' | 'appearances' | 'contacts' | 'requests' | 'answers') =>
  weeks.reduce((n, w) => n + w[k], 0);

function Chart({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <Stack component="figure" gap="xs" m={0} aria-label={title}>
      <Title order={3} size="h5" component="figcaption">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      {children}
    </Stack>
  );
}

function WeeksTable({ weeks }: { weeks: StatisticsWeek[] }) {
  return (
    // A plain scrolling box, focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={T.tableCaption}>
      <Table striped withTableBorder fz="sm" miw={640} data-testid="statistics-table">
        <Table.Caption>{T.tableCaption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.week}</Table.Th>
            <Table.Th scope="col">{T.views}</Table.Th>
            <Table.Th scope="col">{T.appearances}</Table.Th>
            <Table.Th scope="col">{T.contacts}</Table.Th>
            <Table.Th scope="col">{T.requests}</Table.Th>
            <Table.Th scope="col">{T.answers}</Table.Th>
            <Table.Th scope="col">{T.medianAnswer}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((w) => (
            <Table.Tr key={w.week} data-week={w.week}>
              <Table.Th scope="row" fw={500}>
                {T.weekOf(w.week)}
              </Table.Th>
              <Table.Td data-series="views">{w.views}</Table.Td>
              <Table.Td data-series="appearances">{w.appearances}</Table.Td>
              <Table.Td data-series="contacts">{w.contacts}</Table.Td>
              <Table.Td data-series="requests">{w.requests}</Table.Td>
              <Table.Td data-series="answers">{w.answers}</Table.Td>
              <Table.Td>{w.medianAnswerHours === null ? T.noAnswers : T.hours(w.medianAnswerHours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** Bars per week of some series, captioned, summed up in one line ("Visitas: 3. Apariciones: 9."). */
function WeeklyBars({
  title,
  data,
  h,
  series,
}: {
  title: string;
  data: Record<string, unknown>[];
  h: number;
  series: { name: string; label: string; color: string; total: number }[];
}) {
  return (
    <Chart title={title} summary={series.map((x) => `${x.label}: ${x.total}.`).join(' ')}>
      <BarChart
        h={h}
        data={data}
        dataKey="label"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        yAxisProps={{ allowDecimals: false }}
        series={series.map(({ name, label, color }) => ({ name, label, color }))}
      />
    </Chart>
  );
}

export function StatisticsScreen() {
  const q = useStatistics();
  if (q.isError) return <ScreenError message={T.loadError} onRetry={() => q.refetch()} />;
  if (!q.data) return <ScreenLoader />;
  const { weeks, fastReply } = q.data;
  const data = weeks.map((w) => ({ ...w, label: label(w) }));
  const views = sum(weeks, 'views');
  const appearances = sum(weeks, 'appearances');
  const contacts = sum(weeks, 'contacts');
  const requests = sum(weeks, 'requests');
  const answers = sum(weeks, 'answers');
  const empty = views + appearances + contacts + requests === 0;
  const medians = data.filter((w) => w.medianAnswerHours !== null);
  return (
    <SectionCard title={T.title} intro={T.intro}>
      <Alert color={fastReply ? 'teal' : 'gray'} variant="light" icon={<IconBolt size={18} aria-hidden />}>
        {fastReply ? T.fastReplyOn : T.fastReplyOff}
      </Alert>
      {empty ? (
        <Text data-testid="statistics-empty">{T.empty}</Text>
      ) : (
        <>
          <Text fw={500} data-testid="statistics-summary">
            {T.totals(views, appearances, contacts)}
          </Text>
          <WeeklyBars
            title={T.audienceTitle}
            data={data}
            h={260}
            series={[
              { name: 'views', label: T.views, color: 'orange.7', total: views },
              { name: 'appearances', label: T.appearances, color: 'blue.7', total: appearances },
            ]}
          />
          <WeeklyBars
            title={T.contactsTitle}
            data={data}
            h={220}
            series={[
              { name: 'contacts', label: T.contacts, color: 'teal.7', total: contacts },
              { name: 'requests', label: T.requests, color: 'grape.7', total: requests },
              { name: 'answers', label: T.answers, color: 'gray.7', total: answers },
            ]}
          />
          {medians.length > 0 && (
            <Chart title={T.answerTitle} summary={T.medianAnswer}>
              <LineChart
                h={200}
                data={data}
                dataKey="label"
                // A week without answers has no median: the line breaks there (a dot stands for a
                // week alone) instead of drawing a value across weeks that had none.
                connectNulls={false}
                withDots
                series={[{ name: 'medianAnswerHours', label: T.medianAnswer, color: 'orange.8' }]}
              />
            </Chart>
          )}
        </>
      )}
      <WeeksTable weeks={weeks} />
      <Text size="xs" c="dimmed">
        {T.countingNote}
      </Text>
    </SectionCard>
  );
}
