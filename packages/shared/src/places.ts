/**
 * Place names as people type them: official and Castilian forms of the provinces (A Coruña / La
 * Coruña, Bizkaia / Vizcaya…), big cities that are not provinces (Bilbao → Bizkaia) and small typos
 * ("madird", "Sevila"). Pure data and functions, used by the API's province lookups and filters.
 */

/** Other names of a province, keyed by its catalogue name (the Spanish/official form we store). */
export const PROVINCE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'A Coruña': ['La Coruña', 'Coruña'],
  Álava: ['Araba', 'Araba/Álava'],
  Alicante: ['Alacant', 'Alicante/Alacant'],
  Asturias: ['Principado de Asturias'],
  Bizkaia: ['Vizcaya', 'Biscay'],
  Castellón: ['Castelló', 'Castellón de la Plana', 'Castelló de la Plana', 'Castellón/Castelló'],
  Gipuzkoa: ['Guipúzcoa', 'Guipuzcoa'],
  Girona: ['Gerona'],
  'Illes Balears': ['Baleares', 'Islas Baleares', 'Balears'],
  'La Rioja': ['Rioja'],
  Lleida: ['Lérida'],
  Navarra: ['Nafarroa', 'Comunidad Foral de Navarra'],
  Ourense: ['Orense'],
  'Santa Cruz de Tenerife': ['Tenerife'],
  Valencia: ['València', 'Valencia/València'],
};

/** Big towns and islands that are not provinces, with the province they belong to. */
export const CITY_PROVINCES: Readonly<Record<string, string>> = {
  Bilbao: 'Bizkaia',
  Barakaldo: 'Bizkaia',
  Getxo: 'Bizkaia',
  'Vitoria-Gasteiz': 'Álava',
  Vitoria: 'Álava',
  Gasteiz: 'Álava',
  'San Sebastián': 'Gipuzkoa',
  Donostia: 'Gipuzkoa',
  Irun: 'Gipuzkoa',
  Pamplona: 'Navarra',
  Iruña: 'Navarra',
  Logroño: 'La Rioja',
  Santander: 'Cantabria',
  Torrelavega: 'Cantabria',
  Oviedo: 'Asturias',
  Gijón: 'Asturias',
  Avilés: 'Asturias',
  Vigo: 'Pontevedra',
  'Santiago de Compostela': 'A Coruña',
  Ferrol: 'A Coruña',
  Palma: 'Illes Balears',
  'Palma de Mallorca': 'Illes Balears',
  Mallorca: 'Illes Balears',
  Menorca: 'Illes Balears',
  Ibiza: 'Illes Balears',
  Eivissa: 'Illes Balears',
  'Las Palmas de Gran Canaria': 'Las Palmas',
  'Gran Canaria': 'Las Palmas',
  Lanzarote: 'Las Palmas',
  Fuerteventura: 'Las Palmas',
  'San Cristóbal de La Laguna': 'Santa Cruz de Tenerife',
  'La Laguna': 'Santa Cruz de Tenerife',
  'La Palma': 'Santa Cruz de Tenerife',
  'La Gomera': 'Santa Cruz de Tenerife',
  'El Hierro': 'Santa Cruz de Tenerife',
  Elche: 'Alicante',
  Elx: 'Alicante',
  Benidorm: 'Alicante',
  Torrevieja: 'Alicante',
  Orihuela: 'Alicante',
  Gandia: 'Valencia',
  Torrent: 'Valencia',
  Sagunto: 'Valencia',
  'Vila-real': 'Castellón',
  Cartagena: 'Murcia',
  Lorca: 'Murcia',
  'Jerez de la Frontera': 'Cádiz',
  Algeciras: 'Cádiz',
  'San Fernando': 'Cádiz',
  Marbella: 'Málaga',
  Estepona: 'Málaga',
  Fuengirola: 'Málaga',
  Torremolinos: 'Málaga',
  'Dos Hermanas': 'Sevilla',
  Mérida: 'Badajoz',
  Ponferrada: 'León',
  'Talavera de la Reina': 'Toledo',
  'Alcalá de Henares': 'Madrid',
  Móstoles: 'Madrid',
  Fuenlabrada: 'Madrid',
  Leganés: 'Madrid',
  Getafe: 'Madrid',
  Alcorcón: 'Madrid',
  Sabadell: 'Barcelona',
  Terrassa: 'Barcelona',
  Badalona: 'Barcelona',
  "L'Hospitalet de Llobregat": 'Barcelona',
  Mataró: 'Barcelona',
  Reus: 'Tarragona',
  Linares: 'Jaén',
  Ceuta: 'Ceuta',
};

/** Lower case, no accents, punctuation as single spaces: "L'Hospitalet" → "l hospitalet". */
export function foldPlace(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Edits (insert, delete, replace, swap of two neighbours) between two strings. */
export function placeDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Typos forgiven: one edit from 4 letters, two from 8, none below. */
export function typoAllowance(folded: string): number {
  const letters = folded.replace(/ /g, '').length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

const termsCache = new Map<string, string[]>();
const citiesByProvince = new Map<string, string[]>();
for (const [city, province] of Object.entries(CITY_PROVINCES)) {
  const key = foldPlace(province);
  citiesByProvince.set(key, [...(citiesByProvince.get(key) ?? []), city]);
}
const aliasesByProvince = new Map(Object.entries(PROVINCE_ALIASES).map(([name, aliases]) => [foldPlace(name), aliases]));

/** Every folded name a province answers to: its own (and each part of "A/B"), aliases, cities. */
export function placeTerms(provinceName: string): string[] {
  const key = foldPlace(provinceName);
  let terms = termsCache.get(key);
  if (!terms) {
    const raw = [provinceName, ...provinceName.split('/'), ...(aliasesByProvince.get(key) ?? []), ...(citiesByProvince.get(key) ?? [])];
    terms = [...new Set(raw.map(foldPlace).filter(Boolean))];
    termsCache.set(key, terms);
  }
  return terms;
}

export type MatchPlacesOptions = {
  /**
   * `true` for a box being typed in: a term containing the text matches, and typos are also
   * forgiven against the start of a name. `false` (default) resolves a whole place name.
   */
  partial?: boolean;
};

/**
 * The items (provinces) a typed place name stands for, best first. Exact names and aliases (and, in
 * `partial` mode, names containing the text) win; only when none match are close typos offered.
 */
export function matchPlaces<T>(query: string, items: readonly T[], nameOf: (item: T) => string, opts: MatchPlacesOptions = {}): T[] {
  const q = foldPlace(query);
  if (!q) return [...items];
  const allowed = typoAllowance(q);
  const strong: { item: T; score: number; order: number }[] = [];
  items.forEach((item, order) => {
    const terms = placeTerms(nameOf(item));
    const own = foldPlace(nameOf(item));
    if (terms.includes(q)) strong.push({ item, score: 0, order });
    else if (opts.partial && own.startsWith(q)) strong.push({ item, score: 1, order });
    else if (opts.partial && terms.some((t) => t.startsWith(q))) strong.push({ item, score: 2, order });
    else if (opts.partial && terms.some((t) => t.includes(q))) strong.push({ item, score: 3, order });
  });
  // Typos are looked at only when no name matched as written.
  const close: { item: T; score: number; order: number }[] = [];
  if (!strong.length && allowed > 0)
    items.forEach((item, order) => {
      let best = Number.POSITIVE_INFINITY;
      for (const t of placeTerms(nameOf(item))) {
        // The distance is at least the difference in length: most names need no table at all.
        if (Math.abs(t.length - q.length) <= allowed) best = Math.min(best, placeDistance(q, t));
        // While typing, compare with the start of the name too ("sebil" → "sevilla").
        if (opts.partial && t.length > q.length)
          for (let len = Math.max(1, q.length - 1); len <= Math.min(t.length, q.length + 1); len++)
            best = Math.min(best, placeDistance(q, t.slice(0, len)));
      }
      if (best <= allowed) close.push({ item, score: best, order });
    });
  const list = strong.length ? strong : close;
  return list.sort((a, b) => a.score - b.score || a.order - b.order).map((m) => m.item);
}
