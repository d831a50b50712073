/**
 * Texts of the price guide (issue 20). Zod-free: the public pages import it. A question reads
 * naturally per activity ("¿Cuánto cuesta reformar un baño?"): the activities' ids are stable
 * reference data; one without a phrase here reads "un trabajo de {actividad}".
 */
import { formatNumber } from './constants';

const WORK: Record<number, string> = {
  1: 'una obra nueva',
  101: 'construir una vivienda unifamiliar',
  102: 'construir un edificio de viviendas',
  103: 'construir una nave industrial',
  104: 'construir un local u oficina',
  105: 'una casa prefabricada',
  106: 'una casa de madera',
  2: 'una reforma integral',
  201: 'reformar un piso',
  202: 'reformar una casa',
  203: 'reformar un local',
  204: 'reformar una oficina',
  205: 'reformar una cocina',
  206: 'reformar un baño',
  3: 'una rehabilitación',
  301: 'rehabilitar un edificio',
  302: 'una rehabilitación energética',
  303: 'un refuerzo estructural',
  305: 'eliminar humedades',
  306: 'instalar un ascensor',
  4: 'arreglar un tejado',
  401: 'reparar un tejado',
  402: 'impermeabilizar una cubierta',
  5: 'una obra de fachada',
  501: 'rehabilitar una fachada',
  502: 'aislar una fachada por el exterior (SATE)',
  504: 'pintar una fachada',
  6: 'una instalación',
  601: 'una instalación eléctrica',
  602: 'una instalación de fontanería',
  603: 'instalar calefacción',
  604: 'instalar climatización',
  605: 'instalar placas solares',
  606: 'instalar aerotermia',
  7: 'un trabajo de carpintería',
  703: 'cambiar puertas y ventanas',
  8: 'los acabados de una obra',
  801: 'pintar una vivienda',
  803: 'cambiar el suelo',
  805: 'poner microcemento',
  10: 'una demolición',
  11: 'una obra de exterior',
  1101: 'construir una piscina',
  12: 'un proyecto de arquitectura',
  1201: 'un proyecto básico y de ejecución',
  13: 'un trabajo de ingeniería',
  1301: 'un cálculo de estructuras',
  14: 'una dirección de obra',
  1401: 'la dirección facultativa de una obra',
  15: 'un proyecto de interiorismo',
  1501: 'un diseño de interiores',
};

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** "reformar un baño", or "un trabajo de pladur y falsos techos". */
export const priceWork = (activityId: number, name: string) => WORK[activityId] ?? `un trabajo de ${lower(name)}`;

/** "12.500 €". */
export const formatEuros = (n: number) => `${formatNumber(n)} €`;
/** "85 €/m²". */
export const formatEurosPerM2 = (n: number) => `${formatNumber(n)} €/m²`;

export const PRICE_TEXTS = {
  /** The index page. */
  indexHeading: 'Precios de obras y reformas',
  indexTitle: 'Precios de obras y reformas según proyectos reales | Cimenta',
  indexDescription:
    'Cuánto cuestan de verdad las obras y reformas en España: medianas y rangos de presupuestos y de €/m² calculados con los proyectos que publican las empresas en Cimenta.',
  indexIntro:
    'Cifras calculadas con los proyectos reales que las empresas publican en Cimenta (presupuesto y superficie). Solo mostramos una cifra cuando la respaldan al menos 5 proyectos.',
  indexEmpty: 'Todavía no hay proyectos suficientes para mostrar precios.',
  byProvince: 'Por provincia',
  /** "¿Cuánto cuesta reformar un baño en Valencia?" */
  question: (activityId: number, name: string, province?: string | null) =>
    `¿Cuánto cuesta ${priceWork(activityId, name)}${province ? ` en ${province}` : ''}?`,
  title: (question: string) => `${question} Precios reales | Cimenta`,
  description: (projects: number, median: number, place: string) =>
    `Precio mediano de ${formatEuros(median)} según ${formatNumber(projects)} proyectos reales en ${place}: rangos de presupuesto y de €/m², y las empresas que los hicieron.`,
  spain: 'España',
  home: 'Inicio',
  prices: 'Precios',
  breadcrumbs: 'Migas de pan',
  notFound: 'No hay precios con esa dirección: faltan proyectos para calcularlos',
  median: 'Precio mediano',
  range: 'La mitad de los proyectos costó entre',
  between: (p25: string, p75: string) => `${p25} y ${p75}`,
  total: 'Presupuesto total',
  perM2: 'Precio por m²',
  noPerM2: 'Pocos proyectos indican su superficie: no mostramos el precio por m².',
  basedOn: (projects: number) => `Basado en ${formatNumber(projects)} ${projects === 1 ? 'proyecto' : 'proyectos'} reales`,
  trimmedNote: (trimmed: number) =>
    trimmed === 0
      ? 'Ningún proyecto se ha descartado por atípico.'
      : `${formatNumber(trimmed)} ${trimmed === 1 ? 'proyecto atípico descartado' : 'proyectos atípicos descartados'} (muy por encima o por debajo del resto).`,
  years: (from: number, to: number) => (from === to ? `Proyectos de ${from}.` : `Proyectos de ${from} a ${to}.`),
  method:
    'Cómo lo calculamos: usamos los presupuestos y superficies de los proyectos que publican las empresas, descartamos los atípicos (fuera de 1,5 veces el rango intercuartílico) y mostramos la mediana y el rango en el que está la mitad central de los proyectos.',
  companies: 'Empresas que han hecho estos proyectos',
  companyProjects: (n: number) => (n === 1 ? '1 proyecto' : `${formatNumber(n)} proyectos`),
  /** The places block: an activity's provinces, or, on a province page, Spain and the neighbouring provinces. */
  places: (onProvince: boolean) => (onProvince ? 'En España y provincias cercanas' : 'Por provincia'),
  others: (place: string) => `Otros precios en ${place}`,
  projectsCount: (n: number) => `${formatNumber(n)} proyectos`,
} as const;
