import { CONTACT_EMAIL, FOOTER_COMPANY_TYPE_SLUG, PUBLIC_TEXTS } from '@cimenta/shared';
import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useCompanyTypes } from '../api/company-types';
import { Brand } from '../components/brand';
import { LEGAL_DOCUMENTS } from '../features/legal/legal-documents';
import { FooterCityLinks } from '../features/landing/footer-links';
import { searchAllCompanies, searchCompanies, selectionActions } from '../features/search/search-store';
import { setStoredFilter } from '../lib/storage';
import classes from './footer.module.css';
import { paths } from '../config/paths';

const T = PUBLIC_TEXTS.footer;

export function Footer() {
  const types = useCompanyTypes();
  const cityType = types.data?.find((t) => t.slug === FOOTER_COMPANY_TYPE_SLUG);

  // Real links (open in a new tab, crawlable) that also set the filter on a plain click (SPEC §2):
  // to the city's landing page, or, where it has none, to the listing.
  const onCity = (city: string, landing: boolean) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    const filter = cityType ? { type: cityType.id, provinceName: city } : { provinceName: city };
    if (cityType) selectionActions.selectType(cityType.id);
    if (landing) return setStoredFilter(filter);
    e.preventDefault();
    searchCompanies(filter);
  };
  const onAll = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    searchAllCompanies();
  };

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xl">
          <Stack gap="sm">
            <Brand inverted />
            <Text size="sm" className={classes.muted}>
              {T.tagline}
            </Text>
          </Stack>
          <FooterColumn title={T.explore}>
            <Anchor component={Link} to={paths.companies} onClick={onAll} className={classes.link}>
              {T.allCompanies}
            </Anchor>
            <Anchor component={Link} to={paths.knowMe} className={classes.link}>
              {T.knowMe}
            </Anchor>
            <Anchor component={Link} to={paths.comenzar} className={classes.link}>
              {T.freeTrial}
            </Anchor>
          </FooterColumn>
          <FooterColumn title={T.quickSearches}>
            {/* The landing pages of "Empresas de reformas en {city}" (features/landing). */}
            <FooterCityLinks className={classes.link} onCity={onCity} />
          </FooterColumn>
          <FooterColumn title={T.contact}>
            <Text size="sm" className={classes.muted}>
              {T.contactText}
            </Text>
            <Anchor href={`mailto:${CONTACT_EMAIL}`} className={classes.link}>
              {CONTACT_EMAIL}
            </Anchor>
          </FooterColumn>
          <FooterColumn title={T.legal}>
            {LEGAL_DOCUMENTS.map((doc) => (
              <Anchor key={doc.key} href={doc.href} target="_blank" rel="noopener" className={classes.link}>
                {doc.label} <span className={classes.muted}>{T.pdf}</span>
              </Anchor>
            ))}
            <Anchor component={Link} to={paths.accessibility} className={classes.link}>
              {T.accessibility}
            </Anchor>
          </FooterColumn>
        </SimpleGrid>
        <Divider my="lg" color="dark.4" />
        <Text size="xs" className={classes.muted}>
          {T.rights(new Date().getFullYear())}
        </Text>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={8} component="nav" aria-label={title}>
      <Text fw={700} c="white" size="sm" component="h2" m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
