import Fastify, { type FastifyInstance } from 'fastify';

/** The baseline: a Fastify app with no plugins whose routes answer fixed JSON bodies. */
export async function startBareFastify(
  bodies: Record<string, string>,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  for (const [path, body] of Object.entries(bodies)) {
    app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}
