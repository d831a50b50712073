/** "Pedir presupuesto" (issue 20): opens the request dialog, whose code loads only on the click. */
import { QUOTE_ENTRY_TEXTS } from '@cimenta/shared/texts-quote-entry';
import { Button, type ButtonProps } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { QuoteDefaults } from './quote-form';

const QuoteDialog = lazy(() => import('./quote-dialog').then((m) => ({ default: m.QuoteDialog })));

export function RequestQuoteButton({
  companies,
  defaults,
  prefilled,
  Dialog = QuoteDialog,
  ...button
}: ButtonProps & {
  companies: { id: string; name: string }[];
  defaults?: QuoteDefaults;
  prefilled?: boolean;
  /** The company page's island (src/islands) gives the same dialog inside the TanStack Query provider it needs. */
  Dialog?: typeof QuoteDialog;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button leftSection={<IconFileDescription size={18} aria-hidden />} onClick={() => setOpen(true)} {...button}>
        {QUOTE_ENTRY_TEXTS.button}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Dialog companies={companies} defaults={defaults} prefilled={prefilled} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
