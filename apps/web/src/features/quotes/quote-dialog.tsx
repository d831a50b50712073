/** The request dialog (issue 20), a lazy chunk with the form and its zod schema. */
import { QUOTE_FORM_TEXTS } from '@cimenta/shared/texts-quotes';
import { Modal, Text } from '@mantine/core';
import { QuoteForm } from './quote-form';

const T = QUOTE_FORM_TEXTS;

export function QuoteDialog({
  companies,
  onClose,
  defaultType,
}: {
  companies: { id: string; name: string }[];
  onClose: () => void;
  defaultType?: number;
}) {
  return (
    <Modal opened onClose={onClose} title={T.title} size="xl" closeButtonProps={{ 'aria-label': T.close }}>
      <Text size="sm" c="dimmed" mb="md">
        {T.intro(companies.map((c) => c.name))}
      </Text>
      <QuoteForm companies={companies.map((c) => c.id)} defaultType={defaultType} />
    </Modal>
  );
}
