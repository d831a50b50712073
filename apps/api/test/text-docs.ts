/** The small set of companies the text engine's tests search (src/modules/search/text/*.test.ts). */
import { demoCatalog } from '../bench/demo-docs';
import type { TextDoc } from '../src/modules/search/text';

export const catalog = demoCatalog();

const act = (name: string) => {
  const a = catalog.activities.find((x) => x.name === name);
  if (!a) throw new Error(name);
  const parent = catalog.activities.find((x) => x.id === a.parentId);
  return { id: a.id, name: a.name, parent: parent?.name ?? '' };
};
const doc = (id: number, name: string, acts: string[], city: string, province: string, extra: Partial<TextDoc> = {}): TextDoc => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  fullName: `${name} S.L.`,
  description: null,
  type: 'Empresa de reformas',
  activities: acts.map(act),
  city,
  province,
  ...extra,
});

export const DOCS: TextDoc[] = [
  doc(0, 'Fontanería Pérez', ['Fontanería'], 'Sevilla', 'Sevilla', { type: 'Instaladora' }),
  doc(1, 'Reformas García', ['Reforma de baños', 'Reforma de cocinas'], 'Madrid', 'Madrid'),
  doc(2, 'Pinturas Ruiz', ['Pintura interior'], 'València', 'Valencia'),
  doc(3, 'Construcciones Torres', ['Viviendas unifamiliares'], 'Madrid', 'Madrid', { type: 'Constructora' }),
  doc(4, 'Tejados López', ['Reparación de tejados'], 'Granada', 'Granada'),
  doc(5, 'Solar Levante', ['Energía solar fotovoltaica'], 'Alicante/Alacant', 'Alicante', { type: 'Instaladora' }),
  doc(6, 'Instalaciones Martínez', ['Electricidad'], 'Alcalá de Henares', 'Madrid', { type: 'Instaladora' }),
  doc(7, 'Aislamientos Gómez', ['Impermeabilización de cubiertas'], 'Barcelona', 'Barcelona', {
    description: 'Especialistas en goteras y humedades de terrazas.',
  }),
  doc(8, 'Multiservicios Sánchez', ['Pintura interior', 'Fontanería'], 'Sevilla', 'Sevilla'),
];
