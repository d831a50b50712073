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

const PROJECT_TITLES: Record<string, string[]> = {
  constructora: [
    'Vivienda unifamiliar en {place}',
    'Edificio de 12 viviendas en {place}',
    'Nave industrial en {place}',
    'Ampliación de colegio en {place}',
    'Bloque de viviendas con garaje en {place}',
    'Rehabilitación de fachada en {place}',
  ],
  reformas: [
    'Reforma integral de piso en {place}',
    'Baño completo en {place}',
    'Cocina abierta al salón en {place}',
    'Reforma de local comercial en {place}',
    'Cambio de suelos y pintura en {place}',
    'Reforma de ático con terraza en {place}',
  ],
  instaladora: [
    'Aerotermia en vivienda de {place}',
    'Placas solares en nave de {place}',
    'Renovación eléctrica de comunidad en {place}',
    'Climatización de oficinas en {place}',
    'Fontanería de edificio nuevo en {place}',
    'Cargador de coche eléctrico en {place}',
  ],
  'arquitectura-ingenieria': [
    'Proyecto de vivienda pasiva en {place}',
    'Dirección de obra de 20 viviendas en {place}',
    'Interiorismo de restaurante en {place}',
    'Estudio estructural de edificio en {place}',
    'Rehabilitación energética en {place}',
    'Proyecto de oficinas en {place}',
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
  year: number;
  buildingId: number;
  budget: number;
  area: number;
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
    budget: { min: number; max: number };
    area: { min: number; max: number };
  },
  variants: number,
  seed = 2026,
): DemoProject[] {
  const r: Rng = rng(seed * 7_919 + i * 31 + 17);
  if (r.next() >= 0.35) return [];
  const n = 1 + Math.floor(r.next() ** 1.6 * 6);
  const titles = r.sample(PROJECT_TITLES[c.typeSlug] ?? [], n);
  const scenes = PROJECT_SCENES[c.typeSlug] ?? [c.typeSlug];
  const budgetTop = Math.min(c.budget.max, 50_000_000);
  const areaTop = Math.min(c.area.max, 20_000);
  return titles.map((t) => {
    const photos = r.int(2, 5);
    const first = r.int(0, variants - 1);
    const images = Array.from({ length: photos }, (_, k) => {
      const scene = scenes[k % scenes.length];
      return `/uploads/demo/photo-${scene}-${(first + k * 2) % variants}.svg`;
    });
    const budget = Math.round((c.budget.min + r.next() * (budgetTop - c.budget.min)) / 500) * 500;
    const area = Math.max(5, Math.round(c.area.min + r.next() * (areaTop - c.area.min)));
    return {
      id: r.uuid(),
      companyId: c.id,
      title: t.replace('{place}', c.place),
      description: r.pick(PROJECT_TEXTS),
      provinceId: c.provinceId,
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
      budget: { min: c.row.budgetMin as number, max: c.row.budgetMax as number },
      area: { min: c.row.areaMin as number, max: c.row.areaMax as number },
    },
    variants,
  );
}
