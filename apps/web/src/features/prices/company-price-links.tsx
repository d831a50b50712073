import { type Company, slugify } from '@cimenta/shared';
import { PriceLinks } from '../../components/link-block';
import { usePriceIndex } from './queries';

const MAX = 6;

/**
 * The company page's price links: its activities (sub-activities and their main ones) in its
 * province first, else in Spain. The company page's loader asks for the whole index (small: only
 * pages with figures), `priceIndexQueryOptions()`.
 */
export function CompanyPriceLinks({ company: c }: { company: Company }) {
  const index = usePriceIndex();
  const ids = new Set(c.activities.flatMap((a) => [a.id, a.parent.id]));
  const province = slugify(c.address.province.name);
  const mine = (index.data ?? []).filter((l) => ids.has(l.activity.id));
  const here = mine.filter((l) => l.province?.slug === province);
  const covered = new Set(here.map((l) => l.activity.id));
  const spain = mine.filter((l) => !l.province && !covered.has(l.activity.id));
  return <PriceLinks links={[...here, ...spain].slice(0, MAX)} />;
}
