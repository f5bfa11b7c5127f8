/** The invoice document (printable HTML, downloaded as a file) of a paid order, for its owner. */
import type { LanguageCode } from '@storefront/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { SessionHandle } from '../http/session.ts';
import { orderDetail, PAID_STATES } from '../domain/order-detail.ts';
import { findOwnedOrder } from '../domain/order-summary.ts';
import { escapeHtml } from '../domain/text.ts';

const TITLE: Record<LanguageCode, string> = {
  en: 'Invoice',
  fr: 'Facture',
  it: 'Fattura',
  es: 'Factura',
  de: 'Rechnung',
};

export function registerInvoiceRoute(app: FastifyInstance, db: Db, config: ApiConfig): void {
  app.get<{ Params: { id: string }; Querystring: { key?: string } }>('/api/invoice/:id', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError(404, 404, 'order not found');
    const session = new SessionHandle(db, config, request, reply);
    const order = await findOwnedOrder(db, id, { id_customer: await session.customerId(), key: request.query.key });
    if (!PAID_STATES.has(order.current_state)) throw new ApiError(404, 404, 'No invoice for this order yet');
    const lang = order.lang as LanguageCode;
    const d = await orderDetail(db, order, lang, config);
    const { shop } = config;
    const e = escapeHtml;
    const rows = d.products
      .map(
        (p) =>
          `<tr><td>${e(p.reference)}</td><td>${e(p.name)}<br><small>${e(p.attributes_small)}</small></td><td>${p.quantity}</td><td>${e(p.price)}</td><td>${e(p.total)}</td></tr>`,
      )
      .join('');
    const totals = [
      d.subtotals.products,
      d.subtotals.discounts,
      d.subtotals.shipping,
      d.totals.total_excluding_tax,
      d.subtotals.tax,
      d.totals.total,
    ].filter((a) => a !== null);
    const tax = d.invoice?.requested
      ? `<p>${e([d.invoice.vat_number, d.invoice.tax_code, d.invoice.pec || d.invoice.sdi].filter(Boolean).join(' · '))}</p>`
      : '';
    const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${TITLE[lang]} ${e(d.reference)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#111}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style></head><body>
<h1>${TITLE[lang]} ${e(d.reference)}</h1><p>${e(shop.company)} · ${e(shop.address1)}, ${e(shop.postcode)} ${e(shop.city)} · ${e(shop.vatNumber)}</p>
<p>${e(new Date(d.date_add).toLocaleDateString(lang))} · ${e(d.payment)}</p>
<h2>${e(d.addresses.invoice.formatted[0] ?? '')}</h2><p>${d.addresses.invoice.formatted.slice(1).map(e).join('<br>')}</p>${tax}
<table><thead><tr><th></th><th></th><th>#</th><th></th><th></th></tr></thead><tbody>${rows}</tbody></table>
<table>${totals.map((t) => `<tr><th>${e(t.label)}</th><td>${e(t.value)}</td></tr>`).join('')}</table></body></html>`;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="invoice-${d.reference}.html"`)
      .header('cache-control', 'private, no-store')
      .send(html);
  });
}
