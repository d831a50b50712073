import type { Company } from '@cimenta/shared';
import { describe, expect, it } from 'vitest';
import { breadcrumbLd, businessType, companyLd, headTags, jsonForScript, renderHeadHtml } from '.';

const url = (p: string) => (p.startsWith('http') ? p : `https://cimenta.es${p}`);

const company = {
  id: 'c1',
  name: 'Reformas Sol',
  fullName: 'Reformas Sol S.L.',
  type: { id: 3, name: 'Instaladora' },
  description: 'Electricistas en Madrid',
  address: {
    address: 'Calle Mayor 1',
    zipcode: '28001',
    city: { id: 1, name: 'Madrid' },
    province: { id: 28, name: 'Madrid' },
    country: 'España',
  },
  activities: [
    { id: 1, name: 'Electricidad', parent: { id: 6, name: 'Instalaciones' } },
    { id: 2, name: 'Telecomunicaciones', parent: { id: 6, name: 'Instalaciones' } },
  ],
  logo: '/uploads/logo.png',
  photo: null,
  picture: null,
  images: [],
  contact: { email: 'a@b.es', phone: '675 72 36 66', website: 'www.sol.es' },
  networks: [{ name: 'instagram', url: 'https://instagram.com/sol' }],
  cities: [
    { id: 1, province: 'Madrid', community: { id: 1, name: 'Comunidad de Madrid' } },
    { id: 2, province: 'Toledo', community: { id: 2, name: 'Castilla-La Mancha' } },
  ],
} as unknown as Company;

describe('schema.org', () => {
  it('picks the trade that fits every activity, else the company type', () => {
    expect(businessType(company)).toBe('Electrician');
    expect(businessType({ ...company, activities: [{ id: 3, name: 'Fontanería', parent: { id: 6, name: 'Instalaciones' } }] })).toBe(
      'Plumber',
    );
    expect(businessType({ ...company, activities: [{ id: 4, name: 'Aerotermia', parent: { id: 6, name: 'Instalaciones' } }] })).toBe(
      'HVACBusiness',
    );
    const mixed = [...company.activities, { id: 5, name: 'Reforma de baños', parent: { id: 2, name: 'Reformas integrales' } }];
    expect(businessType({ ...company, activities: mixed })).toBe('HomeAndConstructionBusiness');
    expect(businessType({ ...company, type: { id: 1, name: 'Constructora' }, activities: mixed })).toBe('GeneralContractor');
  });

  it('describes a company with absolute URLs, its zones and its networks', () => {
    const ld = companyLd(company, '/company/c1', url);
    expect(ld).toMatchObject({
      '@type': 'Electrician',
      name: 'Reformas Sol',
      url: 'https://cimenta.es/company/c1',
      telephone: '675 72 36 66',
      logo: 'https://cimenta.es/uploads/logo.png',
      image: 'https://cimenta.es/uploads/logo.png',
      address: { '@type': 'PostalAddress', addressLocality: 'Madrid', postalCode: '28001', addressCountry: 'ES' },
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Madrid' },
        { '@type': 'AdministrativeArea', name: 'Toledo' },
      ],
      sameAs: ['https://www.sol.es', 'https://instagram.com/sol'],
    });
  });

  it('numbers breadcrumbs from 1', () => {
    const ld = breadcrumbLd(
      [
        { name: 'Inicio', path: '/' },
        { name: 'Empresas', path: '/companies' },
      ],
      url,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://cimenta.es/' },
      { '@type': 'ListItem', position: 2, name: 'Empresas', item: 'https://cimenta.es/companies' },
    ]);
  });
});

describe('head', () => {
  it('writes canonical, Open Graph and JSON-LD, escaping what could close an element', () => {
    const html = renderHeadHtml(
      headTags(
        {
          title: 'A "B" <c>',
          description: 'd',
          path: '/x',
          image: '/i.png',
          breadcrumbs: [{ name: '</script><script>alert(1)</script>', path: '/x' }],
        },
        'https://cimenta.es',
      ),
    );
    expect(html).toContain('<title data-seo>A "B" &lt;c&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="A &quot;B&quot; &lt;c&gt;" data-seo>');
    expect(html).toContain('<link rel="canonical" href="https://cimenta.es/x" data-seo>');
    expect(html).toContain('<meta property="og:image" content="https://cimenta.es/i.png" data-seo>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-seo>');
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json" data-seo>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).itemListElement[1].name).toBe('</script><script>alert(1)</script>');
  });

  it('marks a missing page noindex and gives it no canonical', () => {
    const tags = headTags({ title: 't', description: 'd', path: '/x', noindex: true }, 'https://cimenta.es');
    expect(tags.some((t) => t.attrs.name === 'robots' && t.attrs.content === 'noindex')).toBe(true);
    expect(tags.some((t) => t.attrs.rel === 'canonical')).toBe(false);
  });

  it('keeps JSON inside a script element', () => {
    expect(jsonForScript({ a: '<\u2028&>' })).toBe('{"a":"\\u003c\\u2028\\u0026\\u003e"}');
  });
});
