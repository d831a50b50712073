/**
 * Texts of issue 10's search screens that only lazily loaded code shows (the suggestions list, the
 * results page's banners, empty state and facets, the guided search's note), kept apart from
 * `PUBLIC_TEXTS` so they stay out of the home page's first load.
 */
export const SEARCH_TEXTS = {
  /** The suggestions of the «¿Qué necesitas?» box (its label is `PUBLIC_TEXTS.whatBox`). */
  suggestions: {
    groups: {
      activity: 'Actividades',
      subactivity: 'Especialidades',
      company: 'Empresas',
      province: 'Provincias',
      city: 'Municipios',
    },
    /** What a suggestion does, read after its name by screen readers. */
    kindLabel: {
      activity: 'actividad',
      subactivity: 'especialidad',
      company: 'empresa',
      province: 'provincia',
      city: 'municipio',
    },
    nothing: 'Sin sugerencias. Pulsa Intro para buscar el texto.',
  },
  /** What the results page says about how it read the text and which criteria it dropped (issue 10). */
  searchInfo: {
    corrected: (q: string) => `Mostrando resultados de «${q}»`,
    literal: (q: string) => `Buscar «${q}» tal cual`,
    partial: (q: string) => `Ninguna empresa coincide con todas las palabras de «${q}»; estas coinciden con algunas.`,
    understood: 'Hemos entendido:',
    place: 'lugar',
    activity: 'actividad',
    removeChip: (name: string) => `Quitar «${name}» de la búsqueda`,
    relaxed: (list: string) => `No hay empresas con todo lo que pediste; hemos quitado: ${list}`,
    relaxNames: {
      area: 'superficie',
      employees: 'empleados',
      budget: 'presupuesto',
      constructions: 'tipos de construcción',
      buildings: 'tipos de edificio',
      activities: 'especialidad',
      city: 'municipio',
      type: 'tipo de empresa',
      parent: 'actividad',
      province: 'provincia',
    },
  },
  /** The results page's empty state: what was asked, and the ways out (issue 10). */
  noResults: {
    text: (q: string) => `Ninguna empresa coincide con «${q}»`,
    filters: 'Ninguna empresa cumple todos los filtros elegidos',
    textAndFilters: (q: string) => `Ninguna empresa coincide con «${q}» con los filtros elegidos`,
    none: 'Todavía no hay empresas publicadas.',
    didYouMean: '¿Querías decir',
    dropHint: 'Quita un filtro para ver más empresas:',
    dropFilter: (name: string) => `Quitar el filtro «${name}»`,
    clearText: 'Borrar el texto',
    seeAll: 'Ver todas las empresas',
  },
  /** Counts beside each value of the results page's filters (issue 10). */
  facets: {
    title: 'Refinar resultados',
    types: 'Tipo de empresa',
    activities: 'Actividad',
    provinces: 'Provincia',
    employees: 'Tamaño de la plantilla',
    withCount: (name: string, n: string) => `${name} (${n})`,
    more: 'Ver más',
    less: 'Ver menos',
  },
  guided: {
    relaxNote: 'Ninguna empresa cumple todo lo que pides: al terminar te mostraremos las que más se acercan.',
  },
} as const;
