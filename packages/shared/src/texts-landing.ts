/**
 * Texts of the landing pages (issue 9). A company type is named by its slug (reference data);
 * a main activity by its catalogue name. Both sides use them: the API writes headings, titles
 * and descriptions into its answers, the web labels its link blocks.
 */
import { formatNumber } from './constants';

/** Plural and singular of each company type, as a heading and a sentence read them. */
const TYPE_NOUNS: Record<string, { plural: string; singular: string }> = {
  constructora: { plural: 'Constructoras', singular: 'Constructora' },
  reformas: { plural: 'Empresas de reformas', singular: 'Empresa de reformas' },
  instaladora: { plural: 'Empresas instaladoras', singular: 'Empresa instaladora' },
  'arquitectura-ingenieria': { plural: 'Estudios de arquitectura e ingeniería', singular: 'Estudio de arquitectura e ingeniería' },
};

/** "Empresas de reformas" for a type; the activity's own name ("Instalaciones") for an activity. */
export function landingServiceName(kind: 'empresas' | 'servicios', slug: string, name: string): string {
  return kind === 'empresas' ? (TYPE_NOUNS[slug]?.plural ?? name) : name;
}

/** "45 empresas de reformas", "1 constructora", "12 empresas de instalaciones". */
function countOf(kind: 'empresas' | 'servicios', slug: string, name: string, n: number): string {
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  if (kind === 'empresas') {
    const nouns = TYPE_NOUNS[slug];
    const noun = nouns ? lower(n === 1 ? nouns.singular : nouns.plural) : `${n === 1 ? 'empresa' : 'empresas'} (${lower(name)})`;
    return `${formatNumber(n)} ${noun}`;
  }
  return `${formatNumber(n)} ${n === 1 ? 'empresa' : 'empresas'} de ${lower(name)}`;
}

export const LANDING_TEXTS = {
  /** The h1 and the links' label: "Empresas de reformas en Madrid", "Instalaciones en Valencia". */
  heading: (kind: 'empresas' | 'servicios', slug: string, name: string, province: string) =>
    `${landingServiceName(kind, slug, name)} en ${province}`,
  title: (heading: string, page: number) => (page > 1 ? `${heading} (página ${page}) | Cimenta` : `${heading} | Cimenta`),
  description: (kind: 'empresas' | 'servicios', slug: string, name: string, province: string, total: number) =>
    `${countOf(kind, slug, name, total)} en ${province}. Compara sus servicios, zonas de trabajo, proyectos y presupuestos, y contacta directamente con ${total === 1 ? 'ella' : 'ellas'} en Cimenta.`,
  home: 'Inicio',
  companies: 'Empresas',
  notFound: 'No hay ninguna página de empresas con esa dirección',
  /** Block headings of the page. */
  nearby: (service: string) => `${service} en provincias cercanas`,
  others: (province: string) => `Otros servicios en ${province}`,
  results: (total: number) => (total === 1 ? '1 empresa' : `${formatNumber(total)} empresas`),
  pagination: 'Páginas de resultados',
  breadcrumbs: 'Migas de pan',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  seeAll: (heading: string) => `Buscar con más filtros: ${heading.charAt(0).toLowerCase()}${heading.slice(1)}`,
  /** The mega-menu's block. */
  popular: 'Búsquedas frecuentes',
  /** The price guide's links on the landing and company pages (issue 20): here, already in their first load. */
  prices: 'Precios de proyectos reales',
  /** The company page's block; its links read as the pages' headings. */
  more: (province: string) => `Más empresas en ${province}`,
} as const;
