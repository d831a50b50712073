/**
 * The reviews section of a company page (issue 19): the averages, the reviews newest first with
 * photos and answers, more pages on demand, a report dialog, and the link to the rules.
 */
import type { RatingSummary } from '@cimenta/shared';
import { REVIEW_ASPECTS, REVIEW_PUBLIC_TEXTS } from '@cimenta/shared/texts-reviews-public';
import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { AppLink } from '../../lib/app-link';
import { paths } from '../../config/paths';
import { useCompanyReviews } from './api';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

const T = REVIEW_PUBLIC_TEXTS;
const ReportDialog = lazy(() => import('./report-dialog'));

export function CompanyReviews({ companyId }: { companyId: string }) {
  const [pages, setPages] = useState(1);
  const [reporting, setReporting] = useState<string | null>(null);
  const first = useCompanyReviews(companyId, 1);
  const summary = first.data?.summary;
  return (
    <Box component="section" aria-labelledby="reviews-title" id="opiniones">
      <Title order={2} fz="lg" id="reviews-title" mb="sm">
        {T.section}
      </Title>
      {summary && summary.count > 0 ? <Summary summary={summary} /> : <Text c="dimmed">{T.none}</Text>}
      <Stack gap="sm" mt="md">
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <ReviewPage key={page} companyId={companyId} page={page} onReport={setReporting} />
        ))}
      </Stack>
      <Group justify="space-between" mt="sm">
        <Anchor component={AppLink} to={paths.reviewRules} size="sm">
          {T.rulesLink}
        </Anchor>
        {first.data && pages < first.data.pages && (
          <Button variant="light" onClick={() => setPages((p) => p + 1)}>
            {T.more}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {T.verifiedNote}
      </Text>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog reviewId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </Box>
  );
}

function ReviewPage({ companyId, page, onReport }: { companyId: string; page: number; onReport: (id: string) => void }) {
  const q = useCompanyReviews(companyId, page);
  return q.data?.items.map((r) => <ReviewItem key={r.id} review={r} onReport={() => onReport(r.id)} />) ?? null;
}

function Summary({ summary: s }: { summary: RatingSummary }) {
  return (
    <Group gap="xl" align="flex-start" data-testid="rating-summary">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {T.average}
        </Text>
        <Stars value={s.average ?? 0} size="md" showValue />
        <Text size="sm">{T.count(s.count)}</Text>
      </Stack>
      <Stack gap={4}>
        {(Object.keys(REVIEW_ASPECTS) as (keyof typeof REVIEW_ASPECTS)[]).map((k) => (
          <Group key={k} gap="xs" wrap="nowrap">
            <Text size="sm" w={{ base: 150, sm: 260 }}>
              {REVIEW_ASPECTS[k]}
            </Text>
            <Stars value={s[k] ?? 0} size="xs" />
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
