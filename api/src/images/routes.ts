/** Serves generated product pictures and the logo; URLs are immutable for a given database. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { brandSvg, LOGO_SVG, productSvg } from './svg.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerImageRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>('/api/img/p/:file', async (request, reply) => {
    const match = /^(\d{1,9})-(\d{1,3})\.svg$/.exec(request.params.file);
    const row = match
      ? await db
          .selectFrom('image as i')
          .innerJoin('product as p', 'p.id_product', 'i.id_product')
          .leftJoin('attribute as a', 'a.id_attribute', 'i.id_attribute')
          .select(['p.kind', 'i.view', 'a.html_color_code'])
          .where('i.id_product', '=', Number(match[1]))
          .where('i.position', '=', Number(match[2]))
          .executeTakeFirst()
      : undefined;
    if (!row) return reply.code(404).send({ success: false, code: 404, psdata: null, message: 'Image not found' });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(productSvg(row.kind, row.html_color_code ?? '#999999', row.view));
  });
  app.get<{ Params: { file: string } }>('/api/img/m/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const brand = match
      ? await db
          .selectFrom('manufacturer')
          .select('name')
          .where('id_manufacturer', '=', Number(match[1]))
          .executeTakeFirst()
      : undefined;
    if (!brand) return reply.code(404).send({ success: false, code: 404, psdata: null, message: 'Image not found' });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(brandSvg(brand.name));
  });
  app.get('/api/img/logo.svg', async (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(LOGO_SVG),
  );
}
