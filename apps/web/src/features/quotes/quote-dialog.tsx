/** The request dialog (issue 20), a lazy chunk with the form and its zod schema. */
import { QUOTE_FORM_TEXTS } from '@cimenta/shared/texts-quotes';
import { Modal, Text } from '@mantine/core';
import { type QuoteDefaults, QuoteForm } from './quote-form';

const T = QUOTE_FORM_TEXTS;

export function QuoteDialog({
  companies,
  onClose,
  defaults,
  prefilled = false,
}: {
  companies: { id: string; name: string }[];
  onClose: () => void;
  defaults?: QuoteDefaults;
  /** The defaults are the guided search's answers: say so. */
  prefilled?: boolean;
}) {
  return (
    <Modal opened onClose={onClose} title={T.title} size="xl" closeButtonProps={{ 'aria-label': T.close }}>
      <Text size="sm" c="dimmed" mb="md">
        {T.intro(companies.map((c) => c.name))}
      </Text>
      {prefilled && (
        <Text size="sm" mb="md" data-testid="quote-prefilled">
          {T.prefilled}
        </Text>
      )}
      <QuoteForm companies={companies.map((c) => c.id)} defaults={defaults} />
    </Modal>
  );
}
