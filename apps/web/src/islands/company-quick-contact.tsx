/** The company page's phone bar as an island (issue 21): "Contactar" takes the visitor to the form, focused. */
import { QuickContactBar } from '../features/company-detail/quick-contact-bar';
import type { IslandProps } from './table';

export default function CompanyQuickContactIsland({ phone }: IslandProps['company-quick-contact']) {
  return <QuickContactBar phone={phone} />;
}
