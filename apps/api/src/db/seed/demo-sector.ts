/**
 * What makes the demo companies look like the Spanish construction sector (issue 22): most firms
 * have under 10 employees and large builders are rare; a reform firm takes jobs of thousands to
 * tens of thousands of euros; phones are landlines with the province's prefix for most firms, or
 * mobiles (6xx, 71x–74x); a share of companies shows 1–6 portfolio projects with several photos.
 *
 * Each choice maps random numbers already drawn by `demoCompany` (one per field, as before), so
 * the names, places and activities of the demo load stay what they were; the projects draw from a
 * stream of their own.
 */
import { AREA_MAX_OPTIONS, AREA_MIN_OPTIONS, BUDGET_MAX_OPTIONS, BUDGET_MIN_OPTIONS } from '@cimenta/shared';
import { type DemoCompany, type Rng, rng } from './demo-data';
import { BUILDING_TYPES } from './reference-data';

/** Picks an index by weight with one uniform draw `u` in [0, 1). */
function weighted(u: number, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = u * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i] as number;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** Employee range ids 1–7 (1–5, 6–10, 11–25, 26–50, 51–100, 101–250, >250), weighted per company type. */
const EMPLOYEE_WEIGHTS: Record<string, number[]> = {
  constructora: [30, 25, 20, 12, 7, 4, 2],
  reformas: [55, 28, 12, 4, 1, 0, 0],
  instaladora: [45, 28, 16, 7, 3, 1, 0],
  'arquitectura-ingenieria': [60, 24, 10, 4, 2, 0, 0],
};

export const employeesOf = (typeSlug: string, u: number) => weighted(u, EMPLOYEE_WEIGHTS[typeSlug] ?? [1]) + 1;

type Ranges = { min: number[]; max: number[] };
/**
 * Weights over the options of SPEC §9 (the profile's own choices): minimum and maximum, per type.
 * Budget minimum 0, 50.000, 250.000, 500.000, 1 M, 5 M…; maximum 50.000, 250.000, 500.000, 1 M, 5 M…
 */
const BUDGETS: Record<string, Ranges> = {
  constructora: { min: [55, 25, 10, 5, 4, 1], max: [0, 10, 20, 25, 30, 10, 4, 1] },
  reformas: { min: [92, 8], max: [70, 25, 5] },
  instaladora: { min: [85, 15], max: [45, 40, 10, 5] },
  'arquitectura-ingenieria': { min: [80, 15, 5], max: [25, 40, 20, 10, 5] },
};
/** Area minimum 0, 50, 100, 250, 500, 1.000, 5.000…; maximum 50, 100, 250, 500, 1.000, 5.000, 10.000, 20.000, more. */
const AREAS: Record<string, Ranges> = {
  constructora: { min: [30, 15, 20, 15, 10, 7, 3], max: [0, 0, 5, 10, 25, 30, 15, 10, 5] },
  reformas: { min: [70, 25, 5], max: [10, 30, 40, 15, 5] },
  instaladora: { min: [75, 20, 5], max: [5, 20, 35, 25, 10, 5] },
  'arquitectura-ingenieria': { min: [50, 20, 15, 10, 5], max: [0, 10, 20, 25, 25, 15, 5] },
};

/** A min/max pair from two draws; the maximum is always above the minimum. */
function rangeOf(r: Ranges, minOptions: { value: number }[], maxOptions: { value: number }[], u1: number, u2: number) {
  const min = minOptions[weighted(u1, r.min)]?.value ?? 0;
  const allowed = maxOptions.map((o, i) => (o.value > min ? (r.max[i] ?? 0) : 0));
  const fallback = maxOptions.findIndex((o) => o.value > min);
  const i = allowed.some((w) => w > 0) ? weighted(u2, allowed) : fallback;
  return { min, max: maxOptions[i]?.value ?? min + 1 };
}

export const budgetOf = (typeSlug: string, u1: number, u2: number) =>
  rangeOf(BUDGETS[typeSlug] ?? (BUDGETS.constructora as Ranges), BUDGET_MIN_OPTIONS, BUDGET_MAX_OPTIONS, u1, u2);
export const areaOf = (typeSlug: string, u1: number, u2: number) =>
  rangeOf(AREAS[typeSlug] ?? (AREAS.constructora as Ranges), AREA_MIN_OPTIONS, AREA_MAX_OPTIONS, u1, u2);

/** Landline prefixes of the bigger provinces (INE code → prefix); others get a 9x of the draw. */
const LANDLINE: Record<number, string> = {
  28: '91',
  8: '93',
  46: '96',
  3: '96',
  41: '95',
  29: '95',
  48: '94',
  50: '976',
  30: '968',
  15: '981',
  33: '98',
  7: '971',
  35: '928',
  38: '922',
  18: '958',
  14: '957',
};

/** A Spanish phone from a draw `u` and eight random digits: 70 % landlines, else mobiles. */
export function phoneOf(provinceId: number, u: number, digits: number): string {
  const d = String(digits);
  if (u < 0.7) {
    const prefix = LANDLINE[provinceId] ?? `9${2 + Math.floor((u / 0.7) * 7)}`;
    return `${prefix}${d}`.slice(0, 9);
  }
  if (u < 0.92) return `6${d}`;
  return `7${1 + (Number(d[0]) % 4)}${d.slice(1)}`;
}

/** "del Valle Arquitectura València" → "Del Valle Arquitectura València". */
export const capitalised = (name: string) => name.charAt(0).toLocaleUpperCase('es') + name.slice(1);

// ── Portfolio projects ──────────────────────────────────────────────────────

/**
 * The projects a company type shows: title, kind of work (activity id), and plausible ranges of
 * area (m²) and price per m² (€) for it, so the price guide (issue 20) reads like real figures.
 * `area: null`: a job priced as a whole (a charger), with no area.
 */
type ProjectKind = { title: string; activity: number; area: [number, number] | null; perM2: [number, number] };
const PROJECT_KINDS: Record<string, ProjectKind[]> = {
  constructora: [
    { title: 'Vivienda unifamiliar en {place}', activity: 101, area: [120, 300], perM2: [1_100, 1_800] },
    { title: 'Edificio de 12 viviendas en {place}', activity: 102, area: [900, 1_500], perM2: [900, 1_300] },
    { title: 'Nave industrial en {place}', activity: 103, area: [500, 3_000], perM2: [250, 500] },
    { title: 'Ampliación de colegio en {place}', activity: 1, area: [300, 1_200], perM2: [900, 1_400] },
    { title: 'Bloque de viviendas con garaje en {place}', activity: 102, area: [1_500, 4_000], perM2: [900, 1_300] },
    { title: 'Rehabilitación de fachada en {place}', activity: 501, area: [200, 900], perM2: [60, 150] },
  ],
  reformas: [
    { title: 'Reforma integral de piso en {place}', activity: 201, area: [60, 120], perM2: [450, 900] },
    { title: 'Baño completo en {place}', activity: 206, area: [4, 9], perM2: [900, 1_500] },
    { title: 'Cocina abierta al salón en {place}', activity: 205, area: [8, 20], perM2: [600, 1_200] },
    { title: 'Reforma de local comercial en {place}', activity: 203, area: [50, 250], perM2: [300, 700] },
    { title: 'Cambio de suelos y pintura en {place}', activity: 803, area: [50, 120], perM2: [40, 90] },
    { title: 'Reforma de ático con terraza en {place}', activity: 201, area: [70, 150], perM2: [500, 1_000] },
  ],
  instaladora: [
    { title: 'Aerotermia en vivienda de {place}', activity: 606, area: [80, 200], perM2: [60, 120] },
    { title: 'Placas solares en nave de {place}', activity: 605, area: [100, 800], perM2: [100, 200] },
    { title: 'Renovación eléctrica de comunidad en {place}', activity: 601, area: [300, 1_200], perM2: [15, 40] },
    { title: 'Climatización de oficinas en {place}', activity: 604, area: [150, 800], perM2: [60, 120] },
    { title: 'Fontanería de edificio nuevo en {place}', activity: 602, area: [600, 2_000], perM2: [20, 45] },
    { title: 'Cargador de coche eléctrico en {place}', activity: 601, area: null, perM2: [900, 2_500] },
  ],
  'arquitectura-ingenieria': [
    { title: 'Proyecto de vivienda pasiva en {place}', activity: 1201, area: [120, 250], perM2: [60, 110] },
    { title: 'Dirección de obra de 20 viviendas en {place}', activity: 1401, area: [1_800, 2_600], perM2: [15, 30] },
    { title: 'Interiorismo de restaurante en {place}', activity: 1501, area: [80, 300], perM2: [80, 200] },
    { title: 'Estudio estructural de edificio en {place}', activity: 1301, area: [500, 3_000], perM2: [4, 10] },
    { title: 'Rehabilitación energética en {place}', activity: 302, area: [300, 1_500], perM2: [120, 300] },
    { title: 'Proyecto de oficinas en {place}', activity: 1201, area: [200, 1_000], perM2: [40, 90] },
  ],
};

const PROJECT_TEXTS = [
  'Trabajo terminado en plazo, con la obra coordinada por un único responsable.',
  'El cliente buscaba más luz y mejor aislamiento; cambiamos carpinterías, instalaciones y acabados, y entregamos con limpieza final incluida.',
  'Obra con vecinos en uso: acordamos horarios, protegimos zonas comunes y mantuvimos el acceso durante todo el trabajo. Documentación, licencias y gestión de residuos incluidas. La memoria de calidades se revisó con el cliente antes de empezar y se respetó el presupuesto cerrado.',
  'Proyecto a medida, con visitas semanales y un presupuesto detallado por partidas.',
];

/** Wide illustrations a project may show, by company type (written by seedDemo). */
const PROJECT_SCENES: Record<string, string[]> = {
  constructora: ['constructora', 'arquitectura-ingenieria'],
  reformas: ['reformas', 'instaladora'],
  instaladora: ['instaladora', 'reformas'],
  'arquitectura-ingenieria': ['arquitectura-ingenieria', 'constructora'],
};

export type DemoProject = {
  id: string;
  companyId: string;
  title: string;
  description: string;
  provinceId: number;
  activityId: number;
  year: number;
  buildingId: number;
  budget: number;
  area: number | null;
  images: string[];
};

/**
 * The projects of demo company `i` (about a third have 1–6), from a stream of their own; photos
 * are 2–5 of the type's illustrations (`photo-{type}-{variant}.svg`), varied per project.
 */
export function demoProjects(
  i: number,
  c: {
    id: string;
    typeSlug: string;
    provinceId: number;
    place: string;
  },
  variants: number,
  seed = 2026,
): DemoProject[] {
  const r: Rng = rng(seed * 7_919 + i * 31 + 17);
  if (r.next() >= 0.35) return [];
  const n = 1 + Math.floor(r.next() ** 1.6 * 6);
  const kinds = r.sample(PROJECT_KINDS[c.typeSlug] ?? [], n);
  const scenes = PROJECT_SCENES[c.typeSlug] ?? [c.typeSlug];
  return kinds.map((k) => {
    const photos = r.int(2, 5);
    const first = r.int(0, variants - 1);
    const images = Array.from({ length: photos }, (_, k) => {
      const scene = scenes[k % scenes.length];
      return `/uploads/demo/photo-${scene}-${(first + k * 2) % variants}.svg`;
    });
    // Area and €/m² uniform in the kind's ranges; one project in 25 is priced far off (a luxury
    // job, or a budget that left things out), so the guide's trimming has real outliers to drop.
    const area = k.area ? Math.round(k.area[0] + r.next() * (k.area[1] - k.area[0])) : null;
    const off = r.next();
    const factor = off < 0.02 ? 0.2 : off < 0.04 ? 5 : 1;
    const perM2 = (k.perM2[0] + r.next() * (k.perM2[1] - k.perM2[0])) * factor;
    const budget = Math.round(((area ?? 1) * perM2) / 100) * 100;
    return {
      id: r.uuid(),
      companyId: c.id,
      title: k.title.replace('{place}', c.place),
      description: r.pick(PROJECT_TEXTS),
      provinceId: c.provinceId,
      activityId: k.activity,
      year: r.int(2012, 2026),
      buildingId: r.pick(BUILDING_TYPES)[0],
      budget: Math.max(budget, 1_000),
      area,
      images: [...new Set(images)],
    };
  });
}

/** The projects of demo company `i`, read from the company as the seed generates it. */
export function projectsOf(i: number, c: DemoCompany, variants: number): DemoProject[] {
  return demoProjects(
    i,
    {
      id: c.row.id,
      typeSlug: c.typeSlug,
      provinceId: c.row.provinceId as number,
      place: c.place,
    },
    variants,
  );
}
