/** Deterministic, realistic demo companies (seeded random, no network). */
import { areaOf, budgetOf, capitalised, employeesOf, phoneOf } from './demo-sector';
import type { companies } from '../schema';
import { ACTIVITY_TREE, BUILDING_TYPES, COMPANY_TYPES, CONSTRUCTION_TYPES, PROVINCES } from './reference-data';

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const sample = <T>(xs: readonly T[], n: number): T[] => {
    const copy = [...xs];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  const uuid = () => {
    const h = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    h[12] = '4';
    h[16] = ((Number.parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, sample, uuid };
}
export type Rng = ReturnType<typeof rng>;

export const SURNAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Morales',
  'Suárez',
  'Ortega',
  'Delgado',
  'Castro',
  'Ortiz',
  'Rubio',
  'Marín',
  'Sanz',
  'Iglesias',
  'Núñez',
  'Medina',
  'Garrido',
  'Cortés',
  'Castillo',
  'Santos',
  'Lozano',
  'Guerrero',
  'Cano',
  'Prieto',
  'Méndez',
  'Cruz',
  'Calvo',
  'Gallego',
  'Vidal',
  'León',
  'Márquez',
  'Herrera',
  'Peña',
  'Flores',
  'Cabrera',
  'Campos',
  'Vega',
  'Fuentes',
  'Carrasco',
  'Diez',
  'Caballero',
  'Reyes',
  'Nieto',
  'Aguilar',
  'Pascual',
  'Santana',
  'Herrero',
  'Lorenzo',
  'Montero',
  'Hidalgo',
  'Giménez',
  'Ibáñez',
  'Ferrer',
  'Durán',
  'Etxeberria',
  'Puig',
  'Soler',
  'Vila',
  'Castells',
  'Otero',
  'Rivas',
  'Arias',
  'Zubizarreta',
  'Bravo',
];
const WORDS = [
  'Norte',
  'Sur',
  'Levante',
  'Atlántica',
  'Mediterránea',
  'Ibérica',
  'Central',
  'del Valle',
  'Costa',
  'Sierra',
  'Horizonte',
  'Integral',
  'Hábitat',
  'Espacio',
  'Piedra',
  'Cimiento',
  'Arco',
  'Viga',
  'Forja',
  'Ladrillo',
];
const NAME_PATTERNS: Record<string, ((s: string, w: string, p: string) => string)[]> = {
  constructora: [
    (s) => `Construcciones ${s}`,
    (s) => `${s} Constructora`,
    (s) => `Grupo ${s} Construcción`,
    (_s, w, p) => `Edificaciones ${w} ${p}`,
    (s, w) => `Constructora ${w} ${s}`,
    (s) => `Hermanos ${s} Obras`,
  ],
  reformas: [
    (s) => `Reformas ${s}`,
    (s) => `${s} Reformas y Diseño`,
    (_s, _w, p) => `Reformas Integrales ${p}`,
    (_s, w) => `Reformas ${w}`,
    (s) => `Tu Reforma ${s}`,
    (s, w) => `${w} Reformas ${s}`,
  ],
  instaladora: [
    (s) => `Instalaciones ${s}`,
    (s) => `Electricidad y Fontanería ${s}`,
    (_s, _w, p) => `Climatización ${p}`,
    (_s, w) => `Instalaciones ${w}`,
    (s) => `${s} Energía y Clima`,
    (s, w) => `Instaladora ${w} ${s}`,
  ],
  'arquitectura-ingenieria': [
    (s) => `${s} Arquitectos`,
    (s) => `Estudio ${s} Arquitectura`,
    (s) => `${s} Ingeniería`,
    (_s, w, p) => `${w} Arquitectura ${p}`,
    (s, w) => `Taller ${w} ${s}`,
    (s) => `${s} & Asociados Ingenieros`,
  ],
};
const INTRO: Record<string, string[]> = {
  constructora: [
    'Constructora con más de {years} años de experiencia en {place}.',
    'Empresa constructora familiar fundada hace {years} años en {place}.',
  ],
  reformas: [
    'Empresa de reformas con {years} años de experiencia en {place}.',
    'Especialistas en reformas llave en mano en {place} desde hace {years} años.',
  ],
  instaladora: [
    'Empresa instaladora autorizada con {years} años de trayectoria en {place}.',
    'Instaladores certificados trabajando en {place} desde hace {years} años.',
  ],
  'arquitectura-ingenieria': [
    'Estudio de arquitectura e ingeniería con {years} años de experiencia en {place}.',
    'Equipo técnico multidisciplinar con sede en {place} y {years} años de trayectoria.',
  ],
};
const CLOSING = [
  'Presupuesto sin compromiso en 48 horas.',
  'Trabajamos con materiales de primera calidad y plazos cerrados por contrato.',
  'Ofrecemos garantía por escrito en todos nuestros trabajos.',
  'Nos encargamos de licencias, permisos y gestión de residuos.',
  'Atendemos a particulares, comunidades de propietarios y empresas.',
  'Un único interlocutor desde el primer día hasta la entrega de llaves.',
];

/** Rough weights so big provinces hold more companies; every province gets some. */
const WEIGHTS: Record<number, number> = {
  28: 14,
  8: 12,
  46: 6,
  41: 4,
  29: 4,
  3: 4,
  30: 3,
  48: 3,
  50: 3,
  7: 2,
  35: 2,
  38: 2,
  11: 2,
  15: 2,
  36: 2,
  33: 2,
  18: 2,
  20: 2,
};
const WEIGHTED_PROVINCES = PROVINCES.flatMap(([id]) => Array(WEIGHTS[id] ?? 1).fill(id) as number[]);

export type DemoCity = { id: number; name: string; provinceId: number };

/** The cities by province and each province's capital (CAPITAL_NAMES, else a city named like it). */
export function citiesByProvince(cities: Iterable<DemoCity>): { byProvince: Map<number, DemoCity[]>; capitals: Map<number, DemoCity> } {
  const byProvince = new Map<number, DemoCity[]>();
  for (const c of cities) {
    const list = byProvince.get(c.provinceId) ?? [];
    list.push(c);
    byProvince.set(c.provinceId, list);
  }
  const capitals = new Map<number, DemoCity>();
  for (const [id, name] of PROVINCES) {
    const wanted = CAPITAL_NAMES[id] ?? name;
    const list = byProvince.get(id) ?? [];
    const found = list.find((c) => c.name === wanted) ?? list.find((c) => c.name.startsWith(name));
    if (found) capitals.set(id, found);
  }
  return { byProvince, capitals };
}
export type DemoCompany = {
  row: typeof companies.$inferInsert & { id: string };
  activityIds: number[];
  zoneIds: number[];
  buildingIds: number[];
  constructionIds: number[];
  searchText: string;
  initials: string;
  typeSlug: string;
  /** The town named in titles ("Baño completo en Getafe"). */
  place: string;
};

const STREETS = [
  'Calle Mayor',
  'Avenida de la Constitución',
  'Calle Real',
  'Paseo de la Castellana',
  'Calle del Carmen',
  'Avenida de Andalucía',
  'Calle San Juan',
  'Gran Vía',
  'Calle de Alcalá',
  'Polígono Industrial Las Arenas, nave',
  'Calle Industria',
  'Avenida de Europa',
];

function slug(s: string) {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'y')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The i-th demo company; each index has its own random stream so large loads
 * can be produced in batches. `capitals` maps a province to its main city.
 */
export function demoCompany(
  i: number,
  citiesByProvince: Map<number, DemoCity[]>,
  capitals: Map<number, DemoCity>,
  seed = 2026,
  /** Names already given (folded); when passed, the new name differs from all and is added. */
  taken?: Set<string>,
): DemoCompany {
  const r = rng(seed * 1_000_003 + i);
  const type = COMPANY_TYPES[i % 10 < 4 ? 0 : i % 10 < 7 ? 1 : i % 10 < 9 ? 2 : 3];
  const provinceId = r.pick(WEIGHTED_PROVINCES);
  const pool = citiesByProvince.get(provinceId) ?? [];
  const capital = capitals.get(provinceId);
  const city = capital && (r.next() < 0.6 || pool.length === 0) ? capital : r.pick(pool);
  const surname = r.pick(SURNAMES);
  const word = r.pick(WORDS);
  const place = city.name.split('/')[0];
  let name = r.pick(NAME_PATTERNS[type.slug])(surname, word, place);
  if (taken) name = uniqueName(name, taken, () => r.pick(NAME_PATTERNS[type.slug])(r.pick(SURNAMES), r.pick(WORDS), place), r);
  name = capitalised(name);
  const fullName = `${name} ${r.pick(['S.L.', 'S.L.', 'S.A.', 'S.L.U.', 'S.Coop.'])}`;
  const mains = ACTIVITY_TREE.filter((a) => !!a.fixed === type.fixed);
  const chosenMains = r.sample(mains, r.int(1, 3));
  const activityIds = chosenMains.flatMap((a) =>
    r.sample(
      a.children.map((_, j) => a.id * 100 + j + 1),
      r.int(1, Math.min(4, a.children.length)),
    ),
  );
  const community = PROVINCES.find(([id]) => id === provinceId)?.[2];
  const sameCommunity = PROVINCES.filter(([id, , c]) => c === community && id !== provinceId).map(([id]) => id);
  const national = r.next() < 0.05;
  const zoneIds = national
    ? PROVINCES.map(([id]) => id)
    : [
        provinceId,
        ...r.sample(sameCommunity, r.int(0, sameCommunity.length)),
        ...(r.next() < 0.2
          ? r.sample(
              PROVINCES.map(([id]) => id),
              2,
            )
          : []),
      ];
  // One draw per value, as before: the fields after these keep their values (demo-sector.ts).
  const area = areaOf(type.slug, r.next(), r.next());
  const budget = budgetOf(type.slug, r.next(), r.next());
  const years = r.int(3, 45);
  const description = [
    r.pick(INTRO[type.slug]).replace('{years}', String(years)).replace('{place}', city.name.split('/')[0]),
    `Nuestros servicios: ${chosenMains.map((a) => a.name.toLowerCase()).join(', ')}.`,
    r.pick(CLOSING),
  ].join(' ');
  const domain = `${slug(name)}.es`;
  const zip = `${String(provinceId).padStart(2, '0')}${String(r.int(0, 999)).padStart(3, '0')}`;
  const created = new Date(Date.UTC(2023, 0, 1) + Math.floor(r.next() * 3 * 365 * 86400_000));
  return {
    row: {
      id: r.uuid(),
      name,
      fullName,
      typeId: type.id,
      cif: `${r.pick(['B', 'B', 'A', 'F'])}${String(r.int(10000000, 99999999))}`,
      description,
      address: `${r.pick(STREETS)}, ${r.int(1, 180)}`,
      zipcode: zip,
      provinceId,
      cityId: city.id,
      country: 'España',
      email: `${r.pick(['info', 'contacto', 'hola', 'presupuestos'])}@${domain}`,
      phone: phoneOf(provinceId, r.next(), r.int(10000000, 99999999)),
      website: r.next() < 0.8 ? `www.${domain}` : null,
      linkedin: r.next() < 0.4 ? `linkedin.com/company/${slug(name)}` : null,
      instagram: r.next() < 0.5 ? `instagram.com/${slug(name).replace(/-/g, '')}` : null,
      facebook: r.next() < 0.3 ? `https://facebook.com/${slug(name).replace(/-/g, '')}` : null,
      areaMin: area.min,
      areaMax: area.max,
      budgetMin: budget.min,
      budgetMax: budget.max,
      employeesId: employeesOf(type.slug, r.next()),
      createdAt: created,
      updatedAt: created,
    },
    activityIds,
    zoneIds: [...new Set(zoneIds)],
    buildingIds: r.sample(
      BUILDING_TYPES.map(([id]) => id),
      r.int(1, 4),
    ),
    constructionIds: r.sample(
      CONSTRUCTION_TYPES.map(([id]) => id),
      r.int(1, 3),
    ),
    // Same words as refreshSearchText() builds in SQL, computed here so bulk loads skip that UPDATE.
    searchText: [
      name,
      name,
      fullName,
      type.name,
      city.name,
      PROVINCES.find(([id]) => id === provinceId)?.[1],
      ...chosenMains
        .flatMap((a) => a.children.map((child, j) => ({ id: a.id * 100 + j + 1, text: `${child} ${a.name}` })))
        .filter((x) => activityIds.includes(x.id))
        .map((x) => x.text),
    ].join(' '),
    initials: name
      .replace(/&/g, '')
      .split(/\s+/)
      .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join(''),
    typeSlug: type.slug,
    place,
  };
}

const nameKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Another draw, then a second surname ("Reformas Gil Soler"), then a number: never a repeat. */
function uniqueName(first: string, taken: Set<string>, draw: () => string, r: Rng): string {
  let name = first;
  for (let k = 0; taken.has(nameKey(name)) && k < 8; k++) name = draw();
  for (let k = 0; taken.has(nameKey(name)) && k < 8; k++) name = `${draw()} ${r.pick(SURNAMES)}`;
  const base = name;
  for (let n = 2; taken.has(nameKey(name)); n++) name = `${base} ${n}`;
  taken.add(nameKey(name));
  return name;
}

/**
 * Companies `from` … `from + count - 1`, with names unique across all of them and the ones before
 * `from` (replayed, so an appended load never repeats a name of the first one).
 */
export function* demoCompanies(
  from: number,
  count: number,
  citiesByProvince: Map<number, DemoCity[]>,
  capitals: Map<number, DemoCity>,
  seed = 2026,
): Generator<DemoCompany> {
  const taken = new Set<string>();
  for (let i = 0; i < from; i++) demoCompany(i, citiesByProvince, capitals, seed, taken);
  for (let i = from; i < from + count; i++) yield demoCompany(i, citiesByProvince, capitals, seed, taken);
}

const PALETTE = ['#1f6f8b', '#c0392b', '#2e7d32', '#6a1b9a', '#ef6c00', '#37474f', '#00897b', '#5d4037', '#283593', '#ad1457'];

/** A square SVG logo with the company's initials, in one of several colours and shapes. */
export function logoSvg(initials: string, i: number): string {
  const bg = PALETTE[i % PALETTE.length];
  const mark = [
    '<path d="M48 196h160M64 196V120l64-48 64 48v76" stroke="#ffffff" stroke-opacity=".25" stroke-width="10" fill="none"/>',
    '<circle cx="128" cy="128" r="92" stroke="#ffffff" stroke-opacity=".3" stroke-width="8" fill="none"/>',
    '<path d="M40 200h176M56 200v-40h48v40M112 200v-72h48v72M168 200v-112h32v112" stroke="#ffffff" stroke-opacity=".22" stroke-width="8" fill="none"/>',
    '<path d="M32 64h192M32 192h192" stroke="#ffffff" stroke-opacity=".35" stroke-width="8"/>',
  ][Math.floor(i / PALETTE.length) % 4];
  const shape = i % 3 === 0 ? '<circle cx="128" cy="128" r="128"' : `<rect width="256" height="256" rx="${i % 3 === 1 ? 32 : 8}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${shape} fill="${bg}"/>${mark}<text x="128" y="158" font-family="DejaVu Sans, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
}

/** Pictures per company type, so a list shows varied, fitting scenes. */
export const PICTURE_VARIANTS = 6;
const SKIES = ['#cfe8f7', '#fde2c4', '#e3f2e1', '#ece4f7', '#fff3c4', '#dfe7ee'];
const ACCENTS = ['#c2410c', '#1f6f8b', '#2e7d32', '#6a1b9a', '#b45309', '#37474f'];

/** A facade of storeys with windows, and a crane (building work). */
function buildingScene(v: number, w: number, h: number): string {
  const c = ACCENTS[v % ACCENTS.length];
  const floors = 3 + (v % 4);
  const bw = Math.min(w * 0.42, 360);
  const x = w * (v % 2 ? 0.12 : 0.4);
  const fh = (h - 110) / (floors + 1);
  let windows = '';
  for (let f = 0; f < floors; f++)
    for (let k = 0; k < 4; k++)
      windows += `<rect x="${x + 14 + k * ((bw - 28) / 4)}" y="${h - 40 - (f + 1) * fh + 10}" width="${(bw - 28) / 4 - 12}" height="${fh - 22}" fill="#ffffff" fill-opacity="${f === floors - 1 && k > 1 ? 0.25 : 0.8}"/>`;
  const scaffold = `<path d="M${x - 14} ${h - 40}V${h - 40 - floors * fh}M${x - 14} ${h - 40 - fh}h14M${x - 14} ${h - 40 - 2 * fh}h14" stroke="#8d6e63" stroke-width="4"/>`;
  const cx = v % 2 ? w * 0.78 : w * 0.18;
  const crane = `<path d="M${cx} ${h - 40}V50M${cx - 60} 50h200M${cx} 50l-60 24M${cx + 150} 50v60" stroke="#f2b705" stroke-width="7" fill="none"/><rect x="${cx + 140}" y="110" width="20" height="16" fill="#f2b705"/>`;
  return `<rect x="${x}" y="${h - 40 - floors * fh}" width="${bw}" height="${floors * fh}" fill="${c}"/>${windows}${scaffold}${crane}`;
}

/** A room being renovated: wall, window, floor tiles, a paint roller (renovation). */
function interiorScene(v: number, w: number, h: number): string {
  const wall = ['#f4e3d3', '#e8eef3', '#efe9dd', '#e6f0e6', '#f3e6ef', '#f6efd8'][v % 6];
  const c = ACCENTS[v % ACCENTS.length];
  const floorY = h * 0.7;
  let tiles = '';
  for (let k = 0; k * 60 < w; k++)
    tiles += `<path d="M${k * 60} ${floorY}L${k * 60 - 80} ${h}" stroke="#ffffff" stroke-opacity=".5" stroke-width="3"/>`;
  const win = `<rect x="${w * 0.55}" y="${h * 0.15}" width="${Math.min(w * 0.3, 260)}" height="${h * 0.36}" fill="#cfe8f7" stroke="#ffffff" stroke-width="10"/><path d="M${w * 0.55 + Math.min(w * 0.3, 260) / 2} ${h * 0.15}v${h * 0.36}" stroke="#ffffff" stroke-width="8"/>`;
  const painted = `<rect x="0" y="0" width="${w * (0.25 + (v % 3) * 0.08)}" height="${floorY}" fill="${c}" fill-opacity=".85"/>`;
  const roller = `<rect x="${w * 0.18}" y="${h * 0.3}" width="90" height="30" rx="8" fill="#ffffff"/><path d="M${w * 0.18 + 45} ${h * 0.3 + 30}v40h-30v70" stroke="#37474f" stroke-width="8" fill="none"/>`;
  return `<rect width="${w}" height="${floorY}" fill="${wall}"/>${painted}${win}${roller}<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="#b08968"/>${tiles}`;
}

/** A roof with solar panels under the sun, and a pipe run (installations). */
function installationScene(v: number, w: number, h: number): string {
  const c = ACCENTS[v % ACCENTS.length];
  const roofTop = h * 0.35;
  const x0 = w * 0.1;
  const x1 = w * 0.9;
  let panels = '';
  const n = Math.max(3, Math.floor((x1 - x0) / 110) - 1);
  for (let k = 0; k < n; k++)
    panels += `<rect x="${x0 + 40 + k * ((x1 - x0 - 80) / n)}" y="${roofTop + 20}" width="${(x1 - x0 - 80) / n - 10}" height="70" fill="#1e3a5f" stroke="#9fb7d4" stroke-width="3"/>`;
  const sun = `<circle cx="${v % 2 ? w * 0.85 : w * 0.15}" cy="60" r="34" fill="#f9c74f"/>`;
  const pipe = `<path d="M0 ${h - 40}h${w * 0.4}v-60h${w * 0.2}" stroke="${c}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return `${sun}<path d="M${x0} ${roofTop + 120}L${x0 + 30} ${roofTop}H${x1 - 30}L${x1} ${roofTop + 120}Z" fill="${c}" fill-opacity=".9"/>${panels}<rect x="${x0 + 20}" y="${roofTop + 120}" width="${x1 - x0 - 40}" height="${h - roofTop - 150}" fill="#e9e4da"/>${pipe}`;
}

/** A blueprint: grid, a floor plan and a set square (architecture and engineering). */
function blueprintScene(v: number, w: number, h: number): string {
  const bg = ['#1d4e89', '#173f5f', '#20639b', '#2b4162', '#12355b', '#264653'][v % 6];
  let grid = '';
  for (let x = 0; x < w; x += 40) grid += `<path d="M${x} 0V${h}" stroke="#ffffff" stroke-opacity=".12"/>`;
  for (let y = 0; y < h; y += 40) grid += `<path d="M0 ${y}H${w}" stroke="#ffffff" stroke-opacity=".12"/>`;
  const px = w * (v % 2 ? 0.45 : 0.1);
  const pw = Math.min(w * 0.45, 420);
  const plan = `<path d="M${px} 60h${pw}v${h - 120}h-${pw}ZM${px + pw * 0.45} 60v${(h - 120) * 0.55}M${px} ${60 + (h - 120) * 0.55}h${pw * 0.7}M${px + pw * 0.7} ${60 + (h - 120) * 0.55}v${(h - 120) * 0.45}" stroke="#ffffff" stroke-width="5" fill="none"/>`;
  const sq = `<path d="M${v % 2 ? w * 0.12 : w * 0.7} ${h - 50}l120 0l-120 -120Z" fill="none" stroke="#f9c74f" stroke-width="6"/>`;
  return `<rect width="${w}" height="${h}" fill="${bg}"/>${grid}${plan}${sq}`;
}

const SCENES: Record<string, (v: number, w: number, h: number) => string> = {
  constructora: buildingScene,
  reformas: interiorScene,
  instaladora: installationScene,
  'arquitectura-ingenieria': blueprintScene,
};

/** The list picture (square) or banner photo (wide) of a company type, variant `v`. */
export function pictureSvg(typeSlug: string, v: number, wide: boolean): string {
  const w = wide ? 1200 : 400;
  const h = 400;
  const scene = (SCENES[typeSlug] ?? buildingScene)(v, w, h);
  const ground = typeSlug === 'constructora' ? `<rect y="${h - 40}" width="${w}" height="40" fill="#8d6e63"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${SKIES[v % SKIES.length]}"/>${scene}${ground}</svg>`;
}

export const CAPITAL_NAMES: Record<number, string> = {
  1: 'Vitoria-Gasteiz',
  7: 'Palma',
  15: 'A Coruña',
  20: 'Donostia/San Sebastián',
  48: 'Bilbao',
  33: 'Oviedo',
  39: 'Santander',
  26: 'Logroño',
  31: 'Pamplona/Iruña',
  35: 'Las Palmas de Gran Canaria',
  12: 'Castelló de la Plana',
  3: 'Alicante/Alacant',
  46: 'València',
};
