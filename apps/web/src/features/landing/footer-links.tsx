import { FOOTER_CITIES, FOOTER_COMPANY_TYPE_SLUG, landingPath, PUBLIC_TEXTS, slugify } from '@cimenta/shared';
import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLandingIndex } from './queries';

type Props = {
  className: string;
  /** A click on a city's link; `landing`: it opens the landing page (else the listing). */
  onCity: (city: string, landing: boolean) => (e: MouseEvent) => void;
};

/**
 * The footer's "Reformas en {city}" links: each opens its landing page when it has companies
 * (`/empresas/reformas/{city}`), otherwise the listing. Nothing here loads the search feature:
 * the footer is in every page's first load.
 */
export function FooterCityLinks({ className, onCity }: Props) {
  const links = useLandingIndex({ kind: 'empresas', service: FOOTER_COMPANY_TYPE_SLUG });
  const hasLanding = (city: string) => !links.isError && (!links.data || links.data.some((l) => l.province.slug === slugify(city)));
  return FOOTER_CITIES.map((city) => {
    const landing = hasLanding(city);
    return landing ? (
      <Anchor
        key={city}
        component={Link}
        to={landingPath('empresas', FOOTER_COMPANY_TYPE_SLUG, slugify(city))}
        onClick={onCity(city, true)}
        className={className}
      >
        {PUBLIC_TEXTS.footer.cityLink(city)}
      </Anchor>
    ) : (
      <Anchor key={city} href={paths.companies} onClick={onCity(city, false)} className={className}>
        {PUBLIC_TEXTS.footer.cityLink(city)}
      </Anchor>
    );
  });
}
