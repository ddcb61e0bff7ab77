/**
 * GET /pictures/<table>/<token>.webp: a rendered picture, to whoever holds its address (only a table's seats and
 * spectators are told it). Private to the browser (never a shared cache's), and the answer's headers name
 * nothing of the table or what is drawn; an unknown token is a plain 404. Any node of a club on many nodes
 * answers it (pictures.ts: the shelf).
 */
import type { FastifyInstance } from 'fastify';
import type { Pictures } from './pictures.ts';

export function registerPictureRoutes(app: FastifyInstance, pictures: Pictures): void {
  app.get<{ Params: { table: string; file: string; }; }>('/pictures/:table/:file', async (req, reply) => {
    const { table, file } = req.params;
    const bytes = file.endsWith('.webp') ? await pictures.image(table, file.slice(0, -'.webp'.length)) : undefined;
    if (bytes === undefined) return reply.code(404).send({ ok: false, code: 'not-found', message: 'no such picture' });
    // Only for this round: the token is forgotten with it, so the browser keeps it no longer than an hour.
    return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(bytes);
  });
}
