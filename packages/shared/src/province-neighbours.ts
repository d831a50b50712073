/**
 * Provinces that share a land border, by INE code (the catalogue's province ids, 1–52), used by
 * the landing pages' "same service nearby" links. Symmetric (checked by its test). Illes Balears
 * (7), Ceuta (51) and Melilla (52) have none; the two Canary provinces (35 Las Palmas, 38 Santa
 * Cruz de Tenerife) are each other's only neighbour, the sensible one for someone in the islands.
 * Borders through a river mouth count (Cádiz–Huelva across the Guadalquivir).
 */
export const PROVINCE_NEIGHBOURS: Readonly<Record<number, readonly number[]>> = {
  1: [9, 20, 26, 31, 48], // Álava: Burgos, Gipuzkoa, La Rioja, Navarra, Bizkaia
  2: [3, 13, 16, 18, 23, 30, 46], // Albacete
  3: [2, 30, 46], // Alicante
  4: [18, 30], // Almería
  5: [10, 28, 37, 40, 45, 47], // Ávila
  6: [10, 13, 14, 21, 41, 45], // Badajoz
  7: [], // Illes Balears
  8: [17, 25, 43], // Barcelona
  9: [1, 26, 34, 39, 40, 42, 47, 48], // Burgos
  10: [5, 6, 37, 45], // Cáceres
  11: [21, 29, 41], // Cádiz
  12: [43, 44, 46], // Castellón
  13: [2, 6, 14, 16, 23, 45], // Ciudad Real
  14: [6, 13, 18, 23, 29, 41], // Córdoba
  15: [27, 36], // A Coruña
  16: [2, 13, 19, 28, 44, 45, 46], // Cuenca
  17: [8, 25], // Girona
  18: [2, 4, 14, 23, 29, 30], // Granada
  19: [16, 28, 40, 42, 44, 50], // Guadalajara
  20: [1, 31, 48], // Gipuzkoa
  21: [6, 11, 41], // Huelva
  22: [25, 31, 50], // Huesca
  23: [2, 13, 14, 18], // Jaén
  24: [27, 32, 33, 34, 39, 47, 49], // León
  25: [8, 17, 22, 43, 50], // Lleida
  26: [1, 9, 31, 42, 50], // La Rioja
  27: [15, 24, 32, 33, 36], // Lugo
  28: [5, 16, 19, 40, 45], // Madrid
  29: [11, 14, 18, 41], // Málaga
  30: [2, 3, 4, 18], // Murcia
  31: [1, 20, 22, 26, 50], // Navarra
  32: [24, 27, 36, 49], // Ourense
  33: [24, 27, 39], // Asturias
  34: [9, 24, 39, 47], // Palencia
  35: [38], // Las Palmas
  36: [15, 27, 32], // Pontevedra
  37: [5, 10, 47, 49], // Salamanca
  38: [35], // Santa Cruz de Tenerife
  39: [9, 24, 33, 34, 48], // Cantabria
  40: [5, 9, 19, 28, 42, 47], // Segovia
  41: [6, 11, 14, 21, 29], // Sevilla
  42: [9, 19, 26, 40, 50], // Soria
  43: [8, 12, 25, 44, 50], // Tarragona
  44: [12, 16, 19, 43, 46, 50], // Teruel
  45: [5, 6, 10, 13, 16, 28], // Toledo
  46: [2, 3, 12, 16, 44], // Valencia
  47: [5, 9, 24, 34, 37, 40, 49], // Valladolid
  48: [1, 9, 20, 39], // Bizkaia
  49: [24, 32, 37, 47], // Zamora
  50: [19, 22, 25, 26, 31, 42, 43, 44], // Zaragoza
  51: [], // Ceuta
  52: [], // Melilla
};

/** The neighbours of a province (none for an unknown id). */
export function provinceNeighbours(id: number): readonly number[] {
  return PROVINCE_NEIGHBOURS[id] ?? [];
}
