/**
 * The demo's owner account (issue 20): demo companies have no owners, so nobody could see a demo
 * inbox or demo statistics. The embedded demo (`npm start`, `db:seed`) gives one demo company, one
 * with audience figures, an owner with the documented credentials below (README "Demo"), and puts
 * in its inbox quote requests and contact messages of the last weeks, some answered, with their
 * conversations: its statistics then show requests, answers and answer times beside the views.
 * Not part of `seedDemo`, so the API tests' demo data stays without owners.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export const DEMO_OWNER = { email: 'demo@cimenta.es', password: 'CimentaDemo2026', name: 'Elena', lastname: 'Ortiz' } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoRequest = {
  daysAgo: number;
  name: string;
  description: string;
  budget?: [number, number];
  area?: number;
  start: string;
  status: 'nueva' | 'vista' | 'respondida' | 'archivada';
  phoneShared?: boolean;
  /** The conversation: hours after the request, who, what. */
  messages?: [number, 'company' | 'client', string][];
};

const REQUESTS: DemoRequest[] = [
  {
    daysAgo: 1,
    name: 'Lucía Fernández',
    description: 'Quiero cambiar la bañera por un plato de ducha y alicatar el baño entero (unos 6 m²). El piso es de 1985.',
    budget: [4000, 8000],
    area: 6,
    start: 'within-3-months',
    status: 'nueva',
  },
  {
    daysAgo: 3,
    name: 'Javier Molina',
    description: 'Reforma completa de cocina: quitar un tabique, muebles nuevos, encimera de cuarzo y suelo porcelánico.',
    budget: [12000, 20000],
    area: 14,
    start: 'asap',
    status: 'vista',
  },
  {
    daysAgo: 9,
    name: 'Marta Gil',
    description: 'Pintar un piso de 90 m² (paredes y techos) y cambiar el rodapié. Está vacío, se puede entrar cuando queráis.',
    area: 90,
    start: 'flexible',
    status: 'respondida',
    phoneShared: true,
    messages: [
      [3, 'company', 'Hola, Marta. Podemos pasar el jueves a medir y le enviamos el presupuesto el mismo día.'],
      [5, 'client', 'Perfecto, el jueves por la tarde me va bien. Os he dejado mi teléfono.'],
    ],
  },
  {
    daysAgo: 17,
    name: 'Antonio Ruiz',
    description: 'Impermeabilizar una terraza de 40 m² que filtra agua al piso de abajo. Necesito que se haga antes del otoño.',
    budget: [3000, 6000],
    area: 40,
    start: 'within-3-months',
    status: 'respondida',
    messages: [
      [20, 'company', 'Buenos días, Antonio. ¿Nos puede enviar alguna foto de la terraza y del techo del vecino?'],
      [26, 'client', 'Claro, se las mando esta tarde. Gracias por responder tan rápido.'],
      [30, 'company', 'Recibidas. Le proponemos lámina asfáltica con acabado cerámico; el presupuesto va adjunto en su página.'],
    ],
  },
  {
    daysAgo: 31,
    name: 'Carmen López',
    description: 'Cambiar las ventanas de aluminio de todo el piso (7 ventanas) por PVC con rotura de puente térmico.',
    budget: [6000, 12000],
    start: 'within-6-months',
    status: 'respondida',
    messages: [[6, 'company', 'Hola, Carmen. Trabajamos con PVC de 70 mm; podemos visitarla la semana que viene.']],
  },
  {
    daysAgo: 45,
    name: 'Sergio Navarro',
    description: 'Presupuesto para una reforma integral de un piso de 75 m²: instalación eléctrica, fontanería, suelos y baño.',
    budget: [30000, 50000],
    area: 75,
    start: 'within-6-months',
    status: 'respondida',
    messages: [[40, 'company', 'Hola, Sergio. Para una reforma así preferimos verlo en persona: ¿le va bien el lunes?']],
  },
  {
    daysAgo: 60,
    name: 'Rosa Martínez',
    description: 'Arreglar unas grietas en la fachada de una casa unifamiliar y volver a pintarla.',
    start: 'later',
    status: 'archivada',
  },
];

const CONTACTS: { daysAgo: number; name: string; message: string; status: 'nueva' | 'vista' | 'archivada' }[] = [
  {
    daysAgo: 2,
    name: 'Pablo Herrera',
    message: '¿Trabajáis también en los pueblos de alrededor? Tengo una casa a 20 km.',
    status: 'nueva',
  },
  { daysAgo: 12, name: 'Nuria Sanz', message: '¿Hacéis instalación de suelo radiante en reformas de baño?', status: 'vista' },
  { daysAgo: 38, name: 'Diego Castro', message: 'Quería saber si dais garantía por escrito de los trabajos.', status: 'archivada' },
];

const rowsOf = (res: { rows: unknown[] }) => res.rows as Record<string, unknown>[];
const uuid = (n: number) => `de000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Creates the demo owner unless it exists; answers the company it owns, or undefined when there
 * is no demo company with figures to give it.
 */
export async function seedDemoOwner(db: Db, now = Date.now()): Promise<string | undefined> {
  const existing = rowsOf(await db.execute(sql`SELECT id FROM users WHERE email = ${DEMO_OWNER.email}`));
  if (existing.length) return undefined;
  // The first demo company (by id: stable over loads) with audience figures and no owner.
  const [company] = rowsOf(
    await db.execute(sql`
      SELECT c.id, c.type_id, c.province_id, c.city_id FROM companies c
      WHERE c.owner_id IS NULL AND EXISTS (SELECT 1 FROM company_stats_daily s WHERE s.company_id = c.id)
      ORDER BY c.id LIMIT 1`),
  );
  if (!company) return undefined;
  const companyId = String(company.id);
  // Its main activity (and a sub-activity of it, when it has one) is what clients ask for.
  const [work] = rowsOf(
    await db.execute(sql`
      SELECT coalesce(a.parent_id, a.id) AS main, CASE WHEN a.parent_id IS NULL THEN NULL ELSE a.id END AS sub
      FROM company_activities ca JOIN activities a ON a.id = ca.activity_id
      WHERE ca.company_id = ${companyId}::uuid ORDER BY a.parent_id NULLS LAST, a.id LIMIT 1`),
  );
  const main = work ? Number(work.main) : null;
  if (main === null) return undefined;
  const sub = work?.sub == null ? null : Number(work.sub);
  const userId = uuid(0);
  const at = (ms: number) => new Date(ms).toISOString();

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO users (id, name, lastname, email, password_hash, consent_at)
      VALUES (${userId}, ${DEMO_OWNER.name}, ${DEMO_OWNER.lastname}, ${DEMO_OWNER.email}, ${await hash(DEMO_OWNER.password)}, now())`);
    await tx.execute(sql`UPDATE companies SET owner_id = ${userId}::uuid WHERE id = ${companyId}::uuid`);
    for (const [i, r] of REQUESTS.entries()) {
      const id = uuid(i + 1);
      const created = now - r.daysAgo * DAY - 2 * HOUR;
      const sent = created + HOUR;
      const email = `cliente.demo${i + 1}@example.es`;
      await tx.execute(sql`
        INSERT INTO quote_requests (id, company_type_id, activity_id, sub_activity_id, province_id, city_id, budget_min, budget_max,
          area, start, description, name, email, phone, consent_at, confirmed_at, created_at)
        VALUES (${id}, ${Number(company.type_id)}, ${main}, ${sub}, ${Number(company.province_id)}, ${Number(company.city_id)},
          ${r.budget?.[0] ?? null}, ${r.budget?.[1] ?? null}, ${r.area ?? null}, ${r.start}, ${r.description}, ${r.name}, ${email},
          ${`6${String(10_000_000 + i * 1_234_567).slice(0, 8)}`}, ${at(created)}, ${at(sent)}, ${at(created)})`);
      await tx.execute(sql`
        INSERT INTO quote_request_companies (request_id, company_id, status, sent_at, phone_shared_at, reply_token)
        VALUES (${id}, ${companyId}::uuid, ${r.status}, ${at(sent)}, ${r.phoneShared ? at(sent + 5 * HOUR) : null},
          ${r.messages ? randomBytes(10).toString('hex') : null})`);
      for (const [hours, author, body] of r.messages ?? []) {
        await tx.execute(sql`
          INSERT INTO quote_messages (request_id, company_id, author, body, via, created_at)
          VALUES (${id}, ${companyId}::uuid, ${author}, ${body}, ${author === 'client' && hours % 2 === 0 ? 'mail' : 'web'}, ${at(sent + hours * HOUR)})`);
      }
    }
    for (const c of CONTACTS) {
      await tx.execute(sql`
        INSERT INTO contact_messages (company_id, name, email, message, consent_at, status, created_at)
        VALUES (${companyId}::uuid, ${c.name}, ${`${c.name.split(' ')[0]?.toLowerCase()}@example.es`}, ${c.message},
          ${at(now - c.daysAgo * DAY)}, ${c.status}, ${at(now - c.daysAgo * DAY)})`);
    }
  });
  return companyId;
}
