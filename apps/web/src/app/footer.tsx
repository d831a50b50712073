import { CONTACT_EMAIL, companiesHref, FOOTER_CITIES, FOOTER_COMPANY_TYPE_SLUG, PUBLIC_TEXTS } from '@cimenta/shared';
import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useCompanyTypes } from '../api/company-types';
import { Brand } from '../components/brand';
import { LEGAL_DOCUMENTS } from '../features/legal/legal-documents';
import { searchAllCompanies, searchCompanies, selectionActions } from '../features/search/search-store';
import classes from './footer.module.css';
import { paths } from '../config/paths';

const T = PUBLIC_TEXTS.footer;

export function Footer() {
  const types = useCompanyTypes();
  const cityType = types.data?.find((t) => t.slug === FOOTER_COMPANY_TYPE_SLUG);

  // SPEC §2: "Footer city links set a province name filter with a fixed company type and go to
  // /companies". Real links to that listing (a new tab, crawlers, no JavaScript) that also set the
  // filter on a plain click. The landing pages are linked from the mega-menu and company pages.
  const cityFilter = (city: string) => (cityType ? { type: cityType.id, provinceName: city } : { provinceName: city });
  const onCity = (city: string) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (cityType) selectionActions.selectType(cityType.id);
    searchCompanies(cityFilter(city));
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
            {FOOTER_CITIES.map((city) => (
              <Anchor key={city} href={companiesHref(cityFilter(city))} onClick={onCity(city)} className={classes.link}>
                {T.cityLink(city)}
              </Anchor>
            ))}
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
