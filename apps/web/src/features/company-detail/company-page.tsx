import { type Company, formatPhone, MSG, PUBLIC_TEXTS, phoneHref, SEO_TEXTS, TRUST_TEXTS, withHttps } from '@cimenta/shared';
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconMail,
  IconMapPin,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoadFailed } from '../../components/page-load-failed';
import { paths } from '../../config/paths';
import { areaRange, budgetRange, FastReplyBadge, initials, locationOf } from '../../components/company-card';
import { srcSetFor } from '../../components/image-variants';
import { ApiError } from '../../lib/api';
import { CompanyLandingLinks } from '../landing';
import { CompanyPriceLinks } from '../prices';
import { companyLd } from '../../lib/seo/company-ld';
import { PageHead } from '../../lib/seo/page-head';
import { useCompany } from './api/get-company';
import classes from './company-page.module.css';
import { ContactForm } from './contact-form';
import { RequestQuoteButton } from '../quotes';
import { CredentialBadges } from './credential-badges';
import { ProjectsGrid } from './project-card';
import { Island } from '../../islands/island';
import { QuickContactBar } from './quick-contact-bar';
import { CompanyReviews, useCompanyReviews } from '../reviews';

export { companyLoader } from './loader';

const T = PUBLIC_TEXTS.company;

export function CompanyPage() {
  const { id = '' } = useParams();
  const company = useCompany(id);

  if (company.isLoading) {
    return (
      <Center py={120}>
        <Loader aria-label={PUBLIC_TEXTS.loading} />
      </Center>
    );
  }
  if (company.error || !company.data) {
    const missing = company.error instanceof ApiError && (company.error.status === 404 || company.error.status === 400);
    return (
      <PageLoadFailed
        title={missing ? T.notFoundTitle : undefined}
        text={missing ? T.notFoundText : undefined}
        head={
          <PageHead
            title={missing ? SEO_TEXTS.company.notFoundTitle : SEO_TEXTS.defaultTitle}
            description={missing ? T.notFoundText : MSG.serverError}
            path={paths.company(id)}
            noindex
            status={missing ? 404 : 503}
          />
        }
      >
        <Button component={Link} to={paths.companies}>
          {T.notFoundButton}
        </Button>
      </PageLoadFailed>
    );
  }
  return <CompanyView company={company.data} />;
}

/** The page's title, description, preview image and schema.org business (issue 9). */
function CompanyHead({ company: c }: { company: Company }) {
  const path = paths.company(c.id);
  const city = c.address.city?.name ?? '';
  const place = locationOf(c);
  const text = c.description?.replace(/\s+/g, ' ').trim();
  const description = text
    ? text.length > 160
      ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`
      : text
    : SEO_TEXTS.company.description(c.name, c.type.name, place);
  const reviews = useCompanyReviews(c.id).data;
  return (
    <PageHead
      title={SEO_TEXTS.company.title(c.name, city)}
      description={description}
      path={path}
      image={c.photo ?? c.picture ?? c.logo}
      ogType="business.business"
      breadcrumbs={[
        { name: SEO_TEXTS.companies.breadcrumb, path: paths.companies },
        { name: c.name, path },
      ]}
      jsonLd={(url) => [companyLd(c, path, url, reviews)]}
    />
  );
}

/** The reviews, an island with the first page the server read (src/islands/company-reviews.tsx). */
function ReviewsIsland({ companyId }: { companyId: string }) {
  const first = useCompanyReviews(companyId).data;
  return (
    <Island name="company-reviews" props={{ companyId, first }}>
      <CompanyReviews companyId={companyId} />
    </Island>
  );
}

function CompanyView({ company: c }: { company: Company }) {
  const { search } = useLocation();
  const banner = c.photo ?? c.images.find((i) => i.type === 'Photo')?.url ?? null;
  const logo = c.logo ?? c.images.find((i) => i.type === 'Logo')?.url ?? null;
  return (
    <article className={classes.article}>
      <CompanyHead company={c} />
      <Box className={classes.banner}>
        {banner ? (
          // The page's largest paint: fetched first, never lazily.
          <img
            src={banner}
            srcSet={srcSetFor(banner, 'wide')}
            sizes="100vw"
            width={1600}
            height={500}
            fetchPriority="high"
            alt={T.bannerAlt(c.name)}
            className={classes.bannerImage}
          />
        ) : null}
      </Box>
      <Container size="lg">
        <Group className={classes.header} align="flex-start" gap="lg" wrap="nowrap">
          <Avatar
            src={logo}
            alt=""
            size={112}
            radius="lg"
            className={classes.logo}
            color="brand"
            imageProps={{ width: 112, height: 112, srcSet: srcSetFor(logo, 'logo'), sizes: '112px' }}
          >
            {initials(c.name)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={1} fz={{ base: 24, sm: 34 }} className={classes.name}>
              {c.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{c.type.name}</Badge>
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{locationOf(c)}</Text>
              </Group>
            </Group>
          </Stack>
          <Button component="a" href="#contact-title" variant="filled" visibleFrom="xs" style={{ flexShrink: 0 }}>
            {T.contactButton}
          </Button>
        </Group>
        <Anchor component={Link} to={paths.companies} size="sm" mt="md" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={14} aria-hidden /> {T.back}
        </Anchor>

        <Grid mt="lg" gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <Section title={T.about}>
                <Text style={{ whiteSpace: 'pre-line' }}>{c.description || T.noDescription}</Text>
                {c.fullName && c.fullName !== c.name && (
                  <Text size="sm" c="dimmed" mt="xs">
                    {c.fullName} · CIF {c.cif}
                  </Text>
                )}
              </Section>
              {c.fastReply && (
                <Group gap="xs">
                  <FastReplyBadge />
                  <Text size="sm" c="dimmed">
                    {TRUST_TEXTS.fastReplyNote}
                  </Text>
                </Group>
              )}
              <CredentialBadges credentials={c.credentials ?? []} />
              <Section title={T.activities}>
                <ActivitiesByParent activities={c.activities} />
              </Section>
              <Section title={T.ranges}>
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                  <Fact label={T.area} value={areaRange(c.area)} />
                  <Fact label={T.budget} value={budgetRange(c.budget)} />
                  <Fact label={T.employees} value={c.employees?.label ?? '—'} />
                </SimpleGrid>
                {(c.buildings.length > 0 || c.constructions.length > 0) && (
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="md">
                    {c.buildings.length > 0 && <Fact label={T.buildings} value={c.buildings.map((b) => b.name).join(', ')} />}
                    {c.constructions.length > 0 && <Fact label={T.constructions} value={c.constructions.map((b) => b.name).join(', ')} />}
                  </SimpleGrid>
                )}
              </Section>
              <Section title={T.zones}>
                <ZonesByCommunity cities={c.cities} />
              </Section>
              <Section title={T.projects}>
                {c.projects.length ? (
                  <Island name="company-projects" props={{ projects: c.projects }}>
                    <ProjectsGrid projects={c.projects} />
                  </Island>
                ) : (
                  <Text c="dimmed">{T.noProjects}</Text>
                )}
              </Section>
              <ReviewsIsland companyId={c.id} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" className={classes.aside}>
              <ContactData company={c} />
              <Island name="company-contact" props={{ companyId: c.id, companyName: c.name, typeId: c.type.id, search }}>
                <RequestQuoteButton companies={[{ id: c.id, name: c.name }]} defaults={{ type: c.type.id }} size="md" fullWidth />
                <ContactForm companyId={c.id} search={search} />
              </Island>
              <CompanyLandingLinks company={c} />
              <CompanyPriceLinks company={c} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <Island name="company-quick-contact" props={{ phone: c.contact.phone }}>
        <QuickContactBar phone={c.contact.phone} />
      </Island>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section">
      <Title order={2} fz="xl" mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

function ActivitiesByParent({ activities }: { activities: Company['activities'] }) {
  const groups = new Map<number, { name: string; items: string[] }>();
  for (const a of activities) {
    const g = groups.get(a.parent.id) ?? { name: a.parent.name, items: [] };
    g.items.push(a.name);
    groups.set(a.parent.id, g);
  }
  return (
    <Stack gap="sm">
      {[...groups.entries()].map(([id, g]) => (
        <div key={id}>
          <Text fw={600} mb={4}>
            {g.name}
          </Text>
          <Group gap={6}>
            {g.items.map((name) => (
              <Badge key={name} variant="light" color="gray" c="dark.6" tt="none" fw={500} radius="sm">
                {name}
              </Badge>
            ))}
          </Group>
        </div>
      ))}
    </Stack>
  );
}

function ZonesByCommunity({ cities }: { cities: Company['cities'] }) {
  const groups = new Map<string, string[]>();
  for (const c of cities) groups.set(c.community.name, [...(groups.get(c.community.name) ?? []), c.province]);
  const sorted = [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0], 'es'));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {sorted.map(([community, provinces]) => (
        <div key={community}>
          <Text fw={600} size="sm">
            {community}
          </Text>
          <Text size="sm" c="dimmed">
            {provinces.sort((a, b) => a.localeCompare(b, 'es')).join(', ')}
          </Text>
        </div>
      ))}
      {!sorted.length && <Text c="dimmed">—</Text>}
    </SimpleGrid>
  );
}

const NETWORK_ICONS = {
  web: IconWorld,
  linkedIn: IconBrandLinkedin,
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
} as const;

function ContactData({ company: c }: { company: Company }) {
  // The website first, then the networks; each link reads as its name, not its address.
  const links = [
    ...(c.contact.website ? [{ name: 'web' as const, url: c.contact.website }] : []),
    ...c.networks.filter((n) => n.url && n.name !== 'web'),
  ];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="lg" mb="sm">
        {T.contactData}
      </Title>
      <Stack gap="xs">
        <Row icon={<IconMail size={18} aria-hidden />} label={T.email}>
          <Anchor href={`mailto:${c.contact.email}`}>{c.contact.email}</Anchor>
        </Row>
        <Row icon={<IconPhone size={18} aria-hidden />} label={T.phone}>
          <Anchor href={phoneHref(c.contact.phone)}>{formatPhone(c.contact.phone)}</Anchor>
        </Row>
        <Row icon={<IconMapPin size={18} aria-hidden />} label={T.address}>
          <Text size="sm">
            {c.address.address}, {c.address.zipcode} {c.address.city.name} ({c.address.province.name})
          </Text>
        </Row>
        {links.length > 0 && (
          <Row label={T.online}>
            <Group gap="md" mt={2}>
              {links.map((n) => {
                const Icon = NETWORK_ICONS[n.name];
                const href = withHttps(n.url);
                return (
                  <Anchor
                    key={n.name}
                    href={href}
                    title={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
                  >
                    <Icon size={18} aria-hidden />
                    {T.networkNames[n.name]}
                  </Anchor>
                );
              })}
            </Group>
          </Row>
        )}
      </Stack>
    </Paper>
  );
}

function Row({ icon, label, children }: { icon?: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        {icon}
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Group>
      <Box pl={icon ? 24 : 0} fz="sm">
        {children}
      </Box>
    </div>
  );
}
