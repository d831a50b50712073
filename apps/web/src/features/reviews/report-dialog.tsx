/** Reporting a review: a reason and optional details; the review stays published until moderated. */
import { MSG, REPORT_REASONS, type ReportReason, REVIEW_REPORT_DETAILS_MAX, REVIEW_TEXTS } from '@cimenta/shared';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { showSuccessToast } from '../../lib/toasts';
import { useReportReview } from './api';

const T = REVIEW_TEXTS;

export default function ReportDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReportReview();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason) return setMissing(true);
    report.mutate(
      { id: reviewId, reason, details: details.trim() || undefined },
      {
        onSuccess: (res) => {
          showSuccessToast(res.message, T.reportTitle);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={T.reportTitle} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{T.reportIntro}</Text>
          <Radio.Group
            label={T.reportReason}
            withAsterisk
            value={reason}
            onChange={(v) => {
              setReason(v as ReportReason);
              setMissing(false);
            }}
            error={missing ? MSG.required : undefined}
          >
            <Stack gap={6} mt={6}>
              {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={T.reportDetails}
            autosize
            minRows={2}
            maxLength={REVIEW_REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={report.isPending}>
              {T.reportSend}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
