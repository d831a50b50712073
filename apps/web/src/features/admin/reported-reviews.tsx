/** Reported reviews, oldest report first: keep or remove (with a reason mailed to the author). */
import { MODERATION_MSG, MODERATION_TEXTS, REPORT_REASONS, type ReportedReview } from '@cimenta/shared';
import { Anchor, Button, Group, List, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { showSuccessToast } from '../../lib/toasts';
import { ReviewItem } from '../reviews';
import { useDecideReview, useReportedReviews } from './api';
import { ScreenState } from './screen-state';

const T = MODERATION_TEXTS;
const reasonLabel = (r: string) => (REPORT_REASONS as Record<string, string>)[r] ?? r;

export function ReportedReviews() {
  const q = useReportedReviews();
  if (!q.data) return <ScreenState query={q} />;
  if (!q.data.items.length) return <Text c="dimmed">{T.noReports}</Text>;
  return (
    <Stack gap="lg">
      {q.data.items.map((item) => (
        <Reported key={item.review.id} item={item} />
      ))}
    </Stack>
  );
}

function Reported({ item }: { item: ReportedReview }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideReview();
  const send = (action: 'keep' | 'remove') => {
    if (action === 'remove' && !reason.trim()) return setError(MODERATION_MSG.reasonRequired);
    setError(null);
    decide.mutate(
      { id: item.review.id, action, reason: reason.trim() || undefined },
      { onSuccess: (res) => showSuccessToast(res.message) },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={T.reportedLabel(item.review.author, item.company.name)}>
      <Stack gap="sm">
        <Text size="sm">
          {T.about}{' '}
          <Anchor component={Link} to={paths.company(item.company.id)}>
            {item.company.name}
          </Anchor>
        </Text>
        <ReviewItem review={item.review} />
        <Text size="sm" fw={600}>
          {T.reports(item.reports.length)}
        </Text>
        <List size="sm" spacing={4}>
          {item.reports.map((r) => (
            <List.Item key={r.id}>
              {reasonLabel(r.reason)}
              {r.details ? `: ${r.details}` : ''}
            </List.Item>
          ))}
        </List>
        <Textarea
          label={T.reasonLabel}
          description={T.reasonHint}
          autosize
          minRows={2}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send('keep')} loading={decide.isPending}>
            {T.keep}
          </Button>
          <Button color="red.9" onClick={() => send('remove')} loading={decide.isPending}>
            {T.remove}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
