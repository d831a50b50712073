/**
 * Texts that search engines and link previews read (issue 9): page titles, meta descriptions,
 * breadcrumb names (the accessibility statement is texts-accessibility.ts).
 */
import { PRODUCT_NAME } from './constants';

const SITE = PRODUCT_NAME;

export const SEO_TEXTS = {
  siteName: SITE,
  /** Title and description of any page that has no own (the shell of client-rendered screens). */
  defaultTitle: SITE,
  defaultDescription: 'Cimenta: encuentra, compara y contacta con empresas de construcción y reformas en toda España.',
  titleSuffix: ` · ${SITE}`,
  companies: {
    title: 'Empresas de construcción · Cimenta',
    breadcrumb: 'Empresas',
    description: (total: string) =>
      `${total} empresas de construcción y reformas en España: filtra por tipo, actividad, provincia, presupuesto y superficie, y contacta directamente.`,
    pageTitle: (page: number) => `Empresas de construcción, página ${page} · Cimenta`,
  },
  company: {
    title: (name: string, city: string) => (city ? `${name}, ${city} · Cimenta` : `${name} · Cimenta`),
    description: (name: string, type: string, place: string) =>
      `${name}: ${type.toLowerCase()}${place ? ` en ${place}` : ''}. Servicios, zonas de trabajo, proyectos y datos de contacto en Cimenta.`,
    notFoundTitle: 'Empresa no encontrada · Cimenta',
  },
  knowMe: {
    title: 'Conoce Cimenta · El directorio de empresas de construcción',
    breadcrumb: 'Conoce Cimenta',
    description:
      'Qué es Cimenta: el directorio de constructoras, empresas de reformas, instaladoras y estudios de arquitectura de España, para quien busca empresa y para las empresas.',
  },
  comenzar: {
    title: 'Publica tu empresa gratis · Cimenta',
    breadcrumb: 'Publica tu empresa',
    description:
      'Crea gratis el perfil de tu empresa de construcción en Cimenta y recibe contactos de clientes de tu zona: servicios, proyectos, zonas de trabajo y redes.',
  },
  notFound: {
    title: 'Página no encontrada · Cimenta',
    description: 'La página que buscas no existe o ha cambiado de dirección.',
  },
} as const;
