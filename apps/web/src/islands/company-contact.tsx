/**
 * The company page's "Pedir presupuesto" button and contact form as an island (issue 21), hydrated
 * when it comes into view or is touched (src/islands.tsx): the form works before that as the
 * browser's own POST (ARCHITECTURE.md "Forms and links without JavaScript").
 */
import type { IslandProps } from './table';
import { ContactForm } from '../features/company-detail/contact-form';
import { RequestQuoteButton } from '../features/quotes/request-quote-button';
import { lazyWithQuery } from './lazy';
import { MantineScope } from './mantine';
import { QueryScope } from './query-scope';

const QuoteDialog = lazyWithQuery(() => import('../features/quotes/quote-dialog').then((m) => m.QuoteDialog));

export default function CompanyContactIsland({ companyId, companyName, typeId, search }: IslandProps['company-contact']) {
  // Two scopes side by side (neither renders an element): the query scope brings Mantine's itself.
  return (
    <>
      <MantineScope>
        <RequestQuoteButton
          companies={[{ id: companyId, name: companyName }]}
          defaults={{ type: typeId }}
          size="md"
          fullWidth
          Dialog={QuoteDialog}
        />
      </MantineScope>
      <QueryScope>
        <ContactForm companyId={companyId} search={search} />
      </QueryScope>
    </>
  );
}
