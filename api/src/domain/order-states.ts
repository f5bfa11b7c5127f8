/** Order states, their labels in five languages, and what each means for the checkout outcome pages. */
import type { LanguageCode, OrderOutcome } from '@storefront/shared/schemas';

type Labels = Record<LanguageCode, string>;

export const ORDER_STATES: Record<string, { labels: Labels; color: string; outcome: OrderOutcome; paid: boolean }> = {
  awaiting_payment: {
    color: '#4169E1',
    outcome: 'pending',
    paid: false,
    labels: {
      en: 'Awaiting payment',
      fr: 'En attente de paiement',
      it: 'In attesa di pagamento',
      es: 'Pendiente de pago',
      de: 'Zahlung ausstehend',
    },
  },
  awaiting_bank_wire: {
    color: '#34209E',
    outcome: 'success',
    paid: false,
    labels: {
      en: 'Awaiting bank wire payment',
      fr: 'En attente de virement bancaire',
      it: 'In attesa di bonifico',
      es: 'Pendiente de transferencia bancaria',
      de: 'Warten auf Banküberweisung',
    },
  },
  payment_accepted: {
    color: '#32CD32',
    outcome: 'success',
    paid: true,
    labels: {
      en: 'Payment accepted',
      fr: 'Paiement accepté',
      it: 'Pagamento accettato',
      es: 'Pago aceptado',
      de: 'Zahlung angenommen',
    },
  },
  processing: {
    color: '#FF8C00',
    outcome: 'success',
    paid: true,
    labels: {
      en: 'Processing in progress',
      fr: 'En cours de préparation',
      it: 'In preparazione',
      es: 'Preparación en curso',
      de: 'In Bearbeitung',
    },
  },
  shipped: {
    color: '#8A2BE2',
    outcome: 'success',
    paid: true,
    labels: { en: 'Shipped', fr: 'Expédiée', it: 'Spedito', es: 'Enviado', de: 'Versandt' },
  },
  delivered: {
    color: '#108510',
    outcome: 'success',
    paid: true,
    labels: { en: 'Delivered', fr: 'Livrée', it: 'Consegnato', es: 'Entregado', de: 'Zugestellt' },
  },
  payment_error: {
    color: '#8f0621',
    outcome: 'failed',
    paid: false,
    labels: {
      en: 'Payment error',
      fr: 'Erreur de paiement',
      it: 'Errore di pagamento',
      es: 'Error en el pago',
      de: 'Zahlungsfehler',
    },
  },
  cancelled: {
    color: '#DC143C',
    outcome: 'failed',
    paid: false,
    labels: { en: 'Cancelled', fr: 'Annulée', it: 'Annullato', es: 'Cancelado', de: 'Storniert' },
  },
  refunded: {
    color: '#ec2e15',
    outcome: 'failed',
    paid: false,
    labels: { en: 'Refunded', fr: 'Remboursée', it: 'Rimborsato', es: 'Reembolsado', de: 'Erstattet' },
  },
};

export const stateLabel = (state: string, lang: LanguageCode): string => ORDER_STATES[state]?.labels[lang] ?? state;
export const outcomeOf = (state: string): OrderOutcome => ORDER_STATES[state]?.outcome ?? 'pending';

export const RETURN_REQUESTED: Labels = {
  en: 'Return requested',
  fr: 'Retour demandé',
  it: 'Reso richiesto',
  es: 'Devolución solicitada',
  de: 'Rücksendung angefordert',
};
