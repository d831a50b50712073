/** Texts of the public web screens (home, search, results, company page). */
import { roughAmount } from './format';
import type { CredentialKind } from './texts-credential-badges';
import { CLOSE_LABEL, GUIDED_OPENING, NAV_TEXTS, PROJECT_TEXTS, QUICK_CONTACT_TEXTS } from './texts-shell';

const HERO_PLAIN =
  'Constructoras, empresas de reformas, instaladoras y estudios de arquitectura de toda España, filtrados por lo que de verdad importa.';

export const PUBLIC_TEXTS = {
  nav: NAV_TEXTS,
  footer: {
    tagline: 'El directorio de empresas de construcción y reformas de España.',
    explore: 'Explorar',
    allCompanies: 'Todas las empresas',
    knowMe: 'Conoce Cimenta',
    freeTrial: 'Registra tu empresa gratis',
    quickSearches: 'Empresas de reformas en',
    cityLink: (city: string) => `Reformas en ${city}`,
    contact: 'Contacto',
    contactText: '¿Tienes dudas? Escríbenos a',
    legal: 'Legal',
    privacy: 'Política de privacidad',
    notice: 'Aviso legal',
    terms: 'Términos de uso',
    pdf: '(PDF)',
    accessibility: 'Accesibilidad',
    rights: (year: number) => `© ${year} Cimenta. Todos los derechos reservados.`,
  },
  home: {
    /** `<title>` and meta description of the home page (texts-seo.ts has the other pages'). */
    documentTitle: 'Cimenta · Empresas de construcción y reformas en España',
    metaDescription:
      'Encuentra constructoras, empresas de reformas, instaladoras y estudios de arquitectura en toda España. Compara servicios, zonas de trabajo y proyectos, y contacta gratis.',
    heroTitle: 'Encuentra la empresa de construcción que tu proyecto necesita',
    /** Drawn from the real total: "Miles de" only over 1.000 companies, "Cientos de" over 100, else the number. */
    heroText: (total: number | undefined) => {
      const amount = roughAmount(total);
      if (total === undefined || total < 2 || !amount) return HERO_PLAIN;
      return /^\d/.test(amount)
        ? `${amount} empresas de construcción, reformas, instalaciones y arquitectura de toda España, filtradas por lo que de verdad importa.`
        : `${amount} constructoras, empresas de reformas, instaladoras y estudios de arquitectura de toda España, filtrados por lo que de verdad importa.`;
    },
    promiseTitle: 'Descubre. Decide. Conecta.',
    promiseSubtitle: 'Tres pasos para pasar de la idea a la obra.',
    steps: [
      { title: 'Busca', text: 'Filtra por tipo de empresa, actividad, provincia, presupuesto, superficie y tamaño del equipo.' },
      { title: 'Decide', text: 'Compara perfiles completos: servicios, zonas de trabajo, proyectos realizados y rangos de obra.' },
      { title: 'Conecta', text: 'Escribe directamente a la empresa desde su ficha, sin intermediarios ni comisiones.' },
    ],
    featuredTitle: 'Descubre empresas cerca de ti',
    featuredSubtitle: 'Empresas destacadas en las principales ciudades.',
    featuredCities: 'Ciudades',
    seeAll: 'Ver todas',
    seeAllIn: (city: string) => `Ver todas las empresas en ${city}`,
    others: 'Otras',
    othersLabel: 'Ver empresas de otras provincias',
    featuredEmpty: 'Todavía no hay empresas destacadas en esta ciudad.',
    findTitle: 'Encuentra empresas para cada fase de tu obra',
    findText:
      'Desde el proyecto y las licencias hasta la última mano de pintura: busca por actividad y compara presupuestos, superficies y zonas de trabajo.',
    findButton: 'Explorar empresas',
    findGuided: 'Búsqueda guiada',
    servicesTitle: 'Servicios más buscados',
    servicesSubtitle: 'Las actividades más demandadas por tipo de empresa.',
    servicesCount: (n: string) => (n === '1' ? '1 servicio' : `${n} servicios`),
    allServices: 'Todos los servicios',
    trialTitle: 'Prueba gratis Cimenta',
    trialText:
      'Publica el perfil de tu empresa sin coste: aparece en las búsquedas de tu provincia y recibe solicitudes de contacto de clientes.',
    trialButton: 'Empieza gratis',
    joinTitle: '¿Tienes una empresa de construcción?',
    joinText: 'Únete a Cimenta y llega a clientes que buscan exactamente lo que haces.',
    joinButton: 'Registra tu empresa',
    summaryCompanies: 'empresas registradas',
    summaryProvinces: 'provincias',
    summaryTypes: 'tipos de empresa',
    summaryServices: 'servicios',
    decisionTitle: '¿Quieres tomar la decisión correcta?',
    decisionText: 'Cuéntanos qué necesitas en cinco preguntas y te mostramos las empresas que mejor encajan.',
    decisionButton: 'Encontrar la empresa',
    testimonialsTitle: 'Lo que opinan de nosotros',
    testimonialsPrev: 'Opinión anterior',
    testimonialsNext: 'Opinión siguiente',
    testimonials: [
      {
        comment:
          'Comparé cinco empresas de reformas en una tarde y elegí la que tenía proyectos parecidos al mío. La obra terminó en plazo.',
        name: 'Lucía Fernández',
        profession: 'Arquitecta técnica',
        avatar: 'https://i.pravatar.cc/160?img=47',
      },
      {
        comment: 'Desde que publicamos el perfil recibimos solicitudes de clientes de toda la provincia. Muy fácil de mantener al día.',
        name: 'Javier Morales',
        profession: 'Gerente de constructora',
        avatar: 'https://i.pravatar.cc/160?img=12',
      },
      {
        comment: 'Buscaba una instaladora de aerotermia en Zaragoza y en cinco segundos tenía una lista con rangos de presupuesto claros.',
        name: 'Marta Ruiz',
        profession: 'Propietaria de vivienda',
        avatar: 'https://i.pravatar.cc/160?img=32',
      },
    ],
    newsletterTitle: 'Recibe novedades del sector',
    newsletterText: 'Preparamos un boletín mensual con ideas, normativa y empresas nuevas en tu zona. Todavía no se envía.',
    newsletterLabel: 'Correo electrónico',
    newsletterPlaceholder: 'tu@correo.es',
    newsletterButton: 'Suscribirme',
    // SPEC §1: the signup makes no call and saves nothing, so nothing is promised (issue 22).
    newsletterThanks: 'Gracias por tu interés. El boletín aún no está disponible: no hemos guardado tu correo ni te escribiremos.',
    faqTitle: 'Preguntas frecuentes',
    faq: [
      {
        q: '¿Cuánto cuesta usar Cimenta?',
        a: 'Buscar y contactar con empresas es gratis para cualquier persona. Las empresas pueden publicar su perfil con la prueba gratuita.',
      },
      {
        q: '¿Cómo elijo la empresa adecuada?',
        a: 'Filtra por actividad, provincia, presupuesto y superficie, revisa los proyectos de cada ficha y escribe a varias empresas para comparar.',
      },
      {
        q: '¿Cimenta cobra comisión por las obras?',
        a: 'No. El contacto es directo entre tú y la empresa; Cimenta no interviene en el presupuesto ni en el contrato.',
      },
      {
        q: '¿Cómo registro mi empresa?',
        a: 'Pulsa en «Prueba gratis», completa los datos de tu empresa, sus actividades y zonas de trabajo, y tu perfil aparecerá en las búsquedas.',
      },
    ],
  },
  searcher: {
    title: 'Buscar empresas',
    typeTabs: 'Tipo de empresa',
    allTypes: 'Todas',
    province: 'Provincia',
    provincePlaceholder: 'Todas las provincias',
    activity: 'Actividad',
    activityPlaceholder: 'Todas las actividades',
    activityDisabledHint: 'Selecciona un tipo de empresa para poder completar este campo',
    subActivity: 'Subactividad',
    subActivityPlaceholder: 'Todas las subactividades',
    search: 'Buscar',
    advanced: 'Filtros avanzados',
    filtersTag: (n: number) => (n === 1 ? '1 filtro' : `${n} filtros`),
    filtersTagLabel: (n: number) => (n === 1 ? '1 filtro aplicado; pulsa para borrarlo' : `${n} filtros aplicados; pulsa para borrarlos`),
    mobileOpen: 'Buscar empresas',
    mobileTitle: 'Búsqueda',
    apply: 'Aplicar filtro',
    reset: 'Restablecer',
    advancedTitle: 'Filtros avanzados',
    employees: 'Número de empleados',
    employeesHint: 'Puedes elegir hasta 3 rangos',
    area: 'Superficie construible (m²)',
    areaMin: 'Superficie mínima',
    areaMax: 'Superficie máxima',
    budget: 'Importe del proyecto (€)',
    budgetMin: 'Importe mínimo',
    budgetMax: 'Importe máximo',
    any: 'Sin límite',
  },
  guided: {
    title: (total: string) => `${total} empresas`,
    subtitle: 'Responde cinco preguntas y te mostramos las empresas que mejor encajan.',
    close: 'Cerrar',
    back: 'Atrás',
    next: 'Siguiente',
    finish: 'Ver empresas',
    position: (step: number, total: number) => `Paso ${step} de ${total}`,
    steps: [
      '¿Qué necesitas?',
      '¿Cuál es tu presupuesto?',
      '¿Dónde es la obra?',
      '¿Qué tamaño de empresa prefieres?',
      '¿Qué superficie tiene la obra?',
    ],
    needType: 'Tipo de empresa',
    needActivity: 'Actividad',
    needSubActivity: 'Especialidad (opcional)',
    needTypePlaceholder: 'Elige un tipo de empresa',
    needActivityPlaceholder: 'Elige una actividad',
    needSubActivityPlaceholder: 'Cualquier especialidad',
    areaPlaceholder: 'Elige una superficie',
    budget: 'Presupuesto',
    city: 'Provincia de la obra',
    employees: 'Tamaño de la empresa (opcional)',
    areaMin: 'Superficie mínima (m²)',
    areaMax: 'Superficie máxima (m²)',
    loadingTitle: 'Espera un segunda mientras buscamos las empresas más adecuadas para ti',
    loadingText: 'Afinando las mejores coincidencias...',
    restart: 'Volver a empezar',
    /** Shown at once while the dialog's code arrives (issue 22). */
    opening: GUIDED_OPENING,
  },
  results: {
    title: 'Empresas de construcción',
    count: (n: string) => (n === '1' ? '1 empresa encontrada' : `${n} empresas encontradas`),
    order: 'Ordenar por',
    orders: { relevance: 'Relevancia', name: 'Nombre (A-Z)', '-name': 'Nombre (Z-A)', newest: 'Más recientes', rating: 'Mejor valoradas' },
    loading: 'Cargando empresas…',
    pagination: 'Páginas de resultados',
    nextPage: 'Página siguiente',
    previousPage: 'Página anterior',
    pageN: (n: number) => `Página ${n}`,
    activeFilters: 'Filtros aplicados',
    employeesCount: (n: number) => (n === 1 ? '1 tamaño de plantilla' : `${n} tamaños de plantilla`),
    areaFilter: 'Superficie',
    budgetFilter: 'Presupuesto',
    documentTitle: 'Empresas de construcción · Cimenta',
  },
  card: {
    area: 'Superficie',
    budget: 'Presupuesto',
    employees: 'Empleados',
    seeCompany: (name: string) => `Ver la empresa ${name}`,
    logoAlt: (name: string) => `Logotipo de ${name}`,
    noLocation: 'España',
    /** Listed for a searched province it works in, with its address elsewhere. */
    worksIn: (province: string) => `Trabaja en ${province}`,
    moreActivities: (n: number) => `+${n} más`,
  },
  company: {
    back: 'Volver a los resultados',
    about: 'Sobre la empresa',
    noDescription: 'Esta empresa todavía no ha añadido una descripción.',
    contactData: 'Datos de contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    website: 'Sitio web',
    address: 'Dirección',
    networks: 'Redes sociales',
    online: 'Web y redes sociales',
    networkNames: { web: 'Sitio web', linkedIn: 'LinkedIn', instagram: 'Instagram', facebook: 'Facebook' },
    activities: 'Qué hace',
    zones: 'Zonas de trabajo',
    ranges: 'Rangos de obra',
    area: 'Superficie construible',
    budget: 'Importe de los proyectos',
    employees: 'Tamaño de la plantilla',
    buildings: 'Tipos de edificio',
    constructions: 'Tipos de construcción',
    projects: 'Proyectos realizados',
    noProjects: 'Esta empresa todavía no ha publicado proyectos.',
    ...PROJECT_TEXTS,
    ...QUICK_CONTACT_TEXTS,
    lightbox: {
      Lightbox: 'Fotos del proyecto',
      Carousel: 'Fotos',
      Slide: 'Foto',
      'Photo gallery': 'Galería de fotos',
      Previous: 'Foto anterior',
      Next: 'Foto siguiente',
      Close: 'Cerrar',
      '{index} of {total}': '{index} de {total}',
    },
    notFoundTitle: 'Empresa no encontrada',
    notFoundText: 'La empresa que buscas no existe o ya no está publicada en Cimenta.',
    notFoundButton: 'Ver todas las empresas',
    contactTitle: 'Contacta con la empresa',
    contactText: 'Tu mensaje llegará directamente a la empresa.',
    contactName: 'Nombre',
    contactEmail: 'Correo electrónico',
    contactPhone: 'Teléfono (opcional)',
    contactMessage: 'Mensaje',
    contactSubmit: 'Enviar mensaje',
    consentPurpose: 'Usaremos tus datos solo para que la empresa pueda responderte.',
    /** The lasting confirmation after a send, with or without JavaScript. */
    contactSentNotice: 'Te hemos enviado una copia a tu correo. La empresa te responderá en el correo que indicaste.',
    contactSentTo: (email: string) => `Te hemos enviado una copia a ${email}. La empresa te responderá en ese correo.`,
    contactAnother: 'Enviar otro mensaje',
    contactErrorTitle: 'No hemos podido enviar tu mensaje',
    contactErrorText: 'Revisa lo que indicamos y vuelve a enviarlo. No hemos perdido nada de lo que escribiste.',
    contactBack: (name: string) => `Volver a ${name}`,
    bannerAlt: (name: string) => `Foto de ${name}`,
    documentTitle: (name: string) => `${name} · Cimenta`,
  },
  /** The «¿Qué necesitas?» box of the hero and the results page (issue 10; the rest in texts-search.ts). */
  whatBox: {
    label: '¿Qué necesitas?',
    placeholder: 'Ej.: fontanero, reforma de baño, Sevilla…',
    search: 'Buscar',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o ha cambiado de dirección.',
    home: 'Volver al inicio',
  },
  routeError: {
    title: 'Algo ha ido mal',
    text: 'No hemos podido mostrar esta página. Vuelve a intentarlo en unos segundos.',
    retry: 'Recargar la página',
  },
  loading: 'Cargando…',
  close: CLOSE_LABEL,
} as const;

// ── Ratings and verified badges on the result cards and in the filters (issue 19) ──
/** Credential kinds a badge can show, in the order the cards list them. */
/** The credential kinds in the order cards show their badges. */
export const BADGE_KINDS: readonly CredentialKind[] = ['insurance', 'rea', 'association', 'cif'];
export type BadgeKind = CredentialKind;

/** A card's rating: the average of the published reviews (one decimal) and how many. */
export type CardRating = { average: number; count: number };
/** A verified credential valid today: its kind and last valid day (`YYYY-MM-DD`), null: no expiry. */
export type CardBadge = { kind: BadgeKind; expiresOn: string | null };

/** Minimum ratings offered by the results' filter ("4★ o más"). */
export const MIN_RATINGS = [4, 3] as const;

/** `2027-12-31` → `12/2027`. */
const monthYear = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;

export const TRUST_TEXTS = {
  /** "4,6 de 5, 23 opiniones": the accessible name of a card's stars. */
  /** Average and count as written in Spanish (`formatNumber`): "4,6", "23". */
  ratingLabel: (average: string, count: string) => `${average} de 5, ${count === '1' ? '1 opinión' : `${count} opiniones`}`,
  count: (n: string) => `(${n})`,
  noReviews: 'Sin opiniones',
  /** "Responde rápido" (issue 20): answers most requests within 24 hours. */
  fastReply: 'Responde rápido',
  fastReplyNote: 'Responde a la mayoría de las solicitudes en menos de 24 horas.',
  badges: 'Credenciales verificadas',
  badgeNames: { insurance: 'Seguro', rea: 'REA', association: 'Colegiada', cif: 'CIF' } satisfies Record<BadgeKind, string>,
  /** "Seguro · hasta 12/2027"; without expiry: "CIF verificado". */
  badge: (b: CardBadge) => {
    const name = TRUST_TEXTS.badgeNames[b.kind];
    return b.expiresOn ? `${name} · hasta ${monthYear(b.expiresOn)}` : `${name} verificado`;
  },
  /** The results' filters. */
  filters: {
    rating: 'Valoración',
    anyRating: 'Cualquier valoración',
    minRating: (n: number) => `${n}★ o más`,
    minRatingChip: (n: number) => `${n} estrellas o más`,
    verified: 'Solo empresas verificadas',
    verifiedChip: 'Verificadas',
  },
  /** The order "Mejor valoradas" (its key in ORDERS is `rating`). */
  orderRating: 'Mejor valoradas',
} as const;

/** Issue 20: the unticked box wherever personal data is asked for; the policy link in the middle, then what the data is for. */
export const CONSENT_TEXTS = {
  before: 'He leído y acepto la ',
  link: 'política de privacidad',
  after: '. ',
};
