/** The bench's floor: a bare Fastify route answering a fixed page of JSON (no database, no work). */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { items: [], page: 1, pages: 1, total: 0 };
app.get('/bare', async () => body);
app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' }).then(() => console.log('escuchando'));
