import Fastify from 'fastify';

// The reference point of the benchmark: Fastify with one route and nothing else.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT ?? 0);
const address = await app.listen({ host: '127.0.0.1', port });
console.log(`hello-world listening at ${address}`);
