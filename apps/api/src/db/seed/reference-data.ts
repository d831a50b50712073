/** Reference data in real Spanish (DESIGN.md §3). Ids are stable: companies refer to them. */

export const COMPANY_TYPES = [
  { id: 1, name: 'Constructora', slug: 'constructora', fixed: false },
  { id: 2, name: 'Empresa de reformas', slug: 'reformas', fixed: false },
  { id: 3, name: 'Instaladora', slug: 'instaladora', fixed: false },
  { id: 4, name: 'Arquitectura e ingeniería', slug: 'arquitectura-ingenieria', fixed: true },
];

/** Main activities and their sub-activities; `fixed` ones are seen only by the fixed type. */
export const ACTIVITY_TREE: { id: number; name: string; fixed?: boolean; children: string[] }[] = [
  {
    id: 1,
    name: 'Obra nueva',
    children: [
      'Viviendas unifamiliares',
      'Edificios plurifamiliares',
      'Naves industriales',
      'Locales y oficinas',
      'Casas prefabricadas',
      'Casas de madera',
    ],
  },
  {
    id: 2,
    name: 'Reformas integrales',
    children: [
      'Reforma de pisos',
      'Reforma de casas',
      'Reforma de locales',
      'Reforma de oficinas',
      'Reforma de cocinas',
      'Reforma de baños',
    ],
  },
  {
    id: 3,
    name: 'Rehabilitación',
    children: [
      'Rehabilitación de edificios',
      'Rehabilitación energética',
      'Refuerzo estructural',
      'Restauración de patrimonio',
      'Eliminación de humedades',
      'Accesibilidad y ascensores',
    ],
  },
  {
    id: 4,
    name: 'Cubiertas y tejados',
    children: [
      'Reparación de tejados',
      'Impermeabilización de cubiertas',
      'Cubiertas de panel sándwich',
      'Cubiertas ajardinadas',
      'Canalones y bajantes',
    ],
  },
  {
    id: 5,
    name: 'Fachadas',
    children: [
      'Rehabilitación de fachadas',
      'Aislamiento por el exterior (SATE)',
      'Fachadas ventiladas',
      'Pintura de fachadas',
      'Trabajos verticales',
    ],
  },
  {
    id: 6,
    name: 'Instalaciones',
    children: [
      'Electricidad',
      'Fontanería',
      'Calefacción',
      'Climatización y aire acondicionado',
      'Energía solar fotovoltaica',
      'Aerotermia',
      'Gas',
      'Telecomunicaciones',
    ],
  },
  {
    id: 7,
    name: 'Carpintería y cerrajería',
    children: [
      'Carpintería de madera',
      'Carpintería de aluminio y PVC',
      'Puertas y ventanas',
      'Armarios empotrados',
      'Cerrajería y rejas',
      'Persianas y toldos',
    ],
  },
  {
    id: 8,
    name: 'Acabados',
    children: ['Pintura interior', 'Pladur y falsos techos', 'Suelos y pavimentos', 'Alicatados', 'Microcemento', 'Parquet y tarima'],
  },
  {
    id: 9,
    name: 'Obra civil y urbanización',
    children: ['Movimiento de tierras', 'Urbanizaciones', 'Asfaltado y pavimentación', 'Redes de saneamiento', 'Muros y contenciones'],
  },
  {
    id: 10,
    name: 'Demoliciones',
    children: ['Demolición de edificios', 'Desmontaje de amianto', 'Derribos interiores', 'Gestión de escombros'],
  },
  {
    id: 11,
    name: 'Piscinas y exteriores',
    children: ['Construcción de piscinas', 'Jardinería y paisajismo', 'Pérgolas y porches', 'Vallas y cerramientos'],
  },
  {
    id: 12,
    name: 'Proyectos de arquitectura',
    fixed: true,
    children: [
      'Proyecto básico y de ejecución',
      'Licencias de obra',
      'Legalización de obras',
      'Cédula de habitabilidad',
      'Certificado energético',
      'Inspección técnica de edificios (ITE)',
    ],
  },
  {
    id: 13,
    name: 'Ingeniería y cálculo',
    fixed: true,
    children: [
      'Cálculo de estructuras',
      'Proyectos de instalaciones',
      'Estudios geotécnicos',
      'Ingeniería acústica',
      'Proyectos de actividad',
    ],
  },
  {
    id: 14,
    name: 'Dirección de obra',
    fixed: true,
    children: ['Dirección facultativa', 'Coordinación de seguridad y salud', 'Project management', 'Control de calidad', 'Peritajes'],
  },
  {
    id: 15,
    name: 'Interiorismo',
    fixed: true,
    children: ['Diseño de interiores', 'Decoración', 'Home staging', 'Diseño de cocinas', 'Iluminación', 'Renders 3D'],
  },
];

/** Sub-activity ids: parent id × 100 + position (101, 102, …). */
export function activityRows() {
  const rows: { id: number; name: string; parentId: number | null; fixed: boolean; sort: number }[] = [];
  for (const [i, a] of ACTIVITY_TREE.entries()) {
    rows.push({ id: a.id, name: a.name, parentId: null, fixed: !!a.fixed, sort: i });
    a.children.forEach((name, j) => {
      rows.push({ id: a.id * 100 + j + 1, name, parentId: a.id, fixed: !!a.fixed, sort: j });
    });
  }
  return rows;
}

/** Autonomous communities with their INE codes. */
export const COMMUNITIES: [number, string][] = [
  [1, 'Andalucía'],
  [2, 'Aragón'],
  [3, 'Principado de Asturias'],
  [4, 'Illes Balears'],
  [5, 'Canarias'],
  [6, 'Cantabria'],
  [7, 'Castilla y León'],
  [8, 'Castilla-La Mancha'],
  [9, 'Cataluña'],
  [10, 'Comunitat Valenciana'],
  [11, 'Extremadura'],
  [12, 'Galicia'],
  [13, 'Comunidad de Madrid'],
  [14, 'Región de Murcia'],
  [15, 'Comunidad Foral de Navarra'],
  [16, 'País Vasco'],
  [17, 'La Rioja'],
  [18, 'Ceuta'],
  [19, 'Melilla'],
];

/** Provinces: [INE code, name, community code]. */
export const PROVINCES: [number, string, number][] = [
  [1, 'Álava', 16],
  [2, 'Albacete', 8],
  [3, 'Alicante', 10],
  [4, 'Almería', 1],
  [5, 'Ávila', 7],
  [6, 'Badajoz', 11],
  [7, 'Illes Balears', 4],
  [8, 'Barcelona', 9],
  [9, 'Burgos', 7],
  [10, 'Cáceres', 11],
  [11, 'Cádiz', 1],
  [12, 'Castellón', 10],
  [13, 'Ciudad Real', 8],
  [14, 'Córdoba', 1],
  [15, 'A Coruña', 12],
  [16, 'Cuenca', 8],
  [17, 'Girona', 9],
  [18, 'Granada', 1],
  [19, 'Guadalajara', 8],
  [20, 'Gipuzkoa', 16],
  [21, 'Huelva', 1],
  [22, 'Huesca', 2],
  [23, 'Jaén', 1],
  [24, 'León', 7],
  [25, 'Lleida', 9],
  [26, 'La Rioja', 17],
  [27, 'Lugo', 12],
  [28, 'Madrid', 13],
  [29, 'Málaga', 1],
  [30, 'Murcia', 14],
  [31, 'Navarra', 15],
  [32, 'Ourense', 12],
  [33, 'Asturias', 3],
  [34, 'Palencia', 7],
  [35, 'Las Palmas', 5],
  [36, 'Pontevedra', 12],
  [37, 'Salamanca', 7],
  [38, 'Santa Cruz de Tenerife', 5],
  [39, 'Cantabria', 6],
  [40, 'Segovia', 7],
  [41, 'Sevilla', 1],
  [42, 'Soria', 7],
  [43, 'Tarragona', 9],
  [44, 'Teruel', 2],
  [45, 'Toledo', 8],
  [46, 'Valencia', 10],
  [47, 'Valladolid', 7],
  [48, 'Bizkaia', 16],
  [49, 'Zamora', 7],
  [50, 'Zaragoza', 2],
  [51, 'Ceuta', 18],
  [52, 'Melilla', 19],
];

export const EMPLOYEE_RANGES: [number, string][] = [
  [1, 'De 1 a 5 empleados'],
  [2, 'De 6 a 10 empleados'],
  [3, 'De 11 a 25 empleados'],
  [4, 'De 26 a 50 empleados'],
  [5, 'De 51 a 100 empleados'],
  [6, 'De 101 a 250 empleados'],
  [7, 'Más de 250 empleados'],
];

export const BUILDING_TYPES: [number, string][] = [
  [1, 'Vivienda unifamiliar'],
  [2, 'Edificio residencial'],
  [3, 'Oficinas'],
  [4, 'Local comercial'],
  [5, 'Nave industrial'],
  [6, 'Hotel y hostelería'],
  [7, 'Centro educativo'],
  [8, 'Centro sanitario'],
  [9, 'Instalación deportiva'],
  [10, 'Edificio público'],
];

export const CONSTRUCTION_TYPES: [number, string][] = [
  [1, 'Obra nueva'],
  [2, 'Reforma'],
  [3, 'Rehabilitación'],
  [4, 'Ampliación'],
  [5, 'Demolición'],
  [6, 'Mantenimiento'],
  [7, 'Construcción industrializada'],
];
