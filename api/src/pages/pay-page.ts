/** The HTML of the simulated PayPal-type and MultiSafepay-type payment pages, in the order's language. */
import type { LanguageCode } from '@storefront/shared/schemas';
import { escapeHtml } from '../domain/text.ts';

const T: Record<string, Record<LanguageCode, string>> = {
  title: {
    en: 'Payment simulator',
    fr: 'Simulateur de paiement',
    it: 'Simulatore di pagamento',
    es: 'Simulador de pago',
    de: 'Zahlungssimulator',
  },
  order: { en: 'Order', fr: 'Commande', it: 'Ordine', es: 'Pedido', de: 'Bestellung' },
  amount: { en: 'Amount', fr: 'Montant', it: 'Importo', es: 'Importe', de: 'Betrag' },
  note: {
    en: 'No money moves: choose what the payment provider answers.',
    fr: 'Aucun argent ne circule : choisissez la réponse du prestataire de paiement.',
    it: 'Nessun addebito reale: scegli la risposta del fornitore di pagamento.',
    es: 'No se mueve dinero: elige la respuesta del proveedor de pago.',
    de: 'Es fließt kein Geld: Wählen Sie die Antwort des Zahlungsanbieters.',
  },
  approve: {
    en: 'Approve payment',
    fr: 'Approuver le paiement',
    it: 'Approva il pagamento',
    es: 'Aprobar el pago',
    de: 'Zahlung genehmigen',
  },
  pending: {
    en: 'Leave pending',
    fr: 'Laisser en attente',
    it: 'Lascia in sospeso',
    es: 'Dejar pendiente',
    de: 'Ausstehend lassen',
  },
  fail: {
    en: 'Make it fail',
    fr: 'Faire échouer',
    it: 'Fallo fallire',
    es: 'Hacer que falle',
    de: 'Fehlschlagen lassen',
  },
  cancel: {
    en: 'Cancel and return to the shop',
    fr: 'Annuler et revenir à la boutique',
    it: 'Annulla e torna al negozio',
    es: 'Cancelar y volver a la tienda',
    de: 'Abbrechen und zurück zum Shop',
  },
  closed: {
    en: 'This payment is already complete.',
    fr: 'Ce paiement est déjà terminé.',
    it: 'Questo pagamento è già concluso.',
    es: 'Este pago ya ha finalizado.',
    de: 'Diese Zahlung ist bereits abgeschlossen.',
  },
};

export interface PayPageData {
  lang: LanguageCode;
  gateway: string;
  reference: string;
  amount: string;
  action: string;
  key: string;
  open: boolean;
  shopUrl: string;
}

export function payPage(d: PayPageData): string {
  const t = (k: string) => escapeHtml(T[k]?.[d.lang] ?? k);
  const button = (value: string) => `<button name="action" value="${value}">${t(value)}</button>`;
  const body = d.open
    ? `<form method="post" action="${escapeHtml(d.action)}"><input type="hidden" name="key" value="${escapeHtml(d.key)}">` +
      `${button('approve')}${button('pending')}${button('fail')}${button('cancel')}</form>`
    : `<p>${t('closed')}</p><p><a href="${escapeHtml(d.shopUrl)}">${escapeHtml(d.shopUrl)}</a></p>`;
  return `<!doctype html><html lang="${d.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(d.gateway)} · ${t('title')}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}
main{border:1px solid #ddd;border-radius:12px;padding:1.5rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit;border-radius:8px;border:1px solid #1d1d1f;background:#fff;cursor:pointer}
button[value=approve]{background:#1d1d1f;color:#fff}</style></head>
<body><main><h1>${escapeHtml(d.gateway)}</h1><p>${t('title')} · ${t('note')}</p>
<dl><dt>${t('order')}</dt><dd>${escapeHtml(d.reference)}</dd><dt>${t('amount')}</dt><dd>${escapeHtml(d.amount)}</dd></dl>${body}</main></body></html>`;
}
