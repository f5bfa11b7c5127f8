/**
 * Payment gateways, all simulated locally: cards with documented test numbers, two redirect gateways (a
 * PayPal-type and a MultiSafepay-type) served as pages by this api, and bank transfer.
 */
import type { Gateway, LanguageCode, PaymentModule } from '@storefront/shared/schemas';
import { ApiError, badRequest } from '../errors.ts';

/** Test cards: these approve... */
export const APPROVED_CARDS = ['4242424242424242', '5555555555554444'];
/** ...and this one is declined. Any other number is refused as not a test card. */
export const DECLINED_CARD = '4000000000000002';

export const BANK_DETAILS = '<p>Sartoria Nova S.r.l. · IBAN IT60 X054 2811 1010 0000 0123 456 · BIC BPMOIT22XXX</p>';

const TEXTS: Record<PaymentModule, Record<LanguageCode, string>> = {
  creditcard: {
    en: 'Pay by card',
    fr: 'Payer par carte',
    it: 'Paga con carta',
    es: 'Pagar con tarjeta',
    de: 'Mit Karte bezahlen',
  },
  paypal: {
    en: 'Pay with PayPal (simulated)',
    fr: 'Payer avec PayPal (simulé)',
    it: 'Paga con PayPal (simulato)',
    es: 'Pagar con PayPal (simulado)',
    de: 'Mit PayPal bezahlen (simuliert)',
  },
  multisafepay: {
    en: 'Pay with MultiSafepay (simulated)',
    fr: 'Payer avec MultiSafepay (simulé)',
    it: 'Paga con MultiSafepay (simulato)',
    es: 'Pagar con MultiSafepay (simulado)',
    de: 'Mit MultiSafepay bezahlen (simuliert)',
  },
  bankwire: {
    en: 'Pay by bank transfer',
    fr: 'Payer par virement bancaire',
    it: 'Paga con bonifico bancario',
    es: 'Pagar por transferencia bancaria',
    de: 'Per Banküberweisung bezahlen',
  },
};

export const PAYMENT_NAMES: Record<PaymentModule, string> = {
  creditcard: 'Credit card',
  paypal: 'PayPal',
  multisafepay: 'MultiSafepay',
  bankwire: 'Bank transfer',
};

export function gateways(lang: LanguageCode): Gateway[] {
  const gateway = (module_name: PaymentModule, type: Gateway['type'], additionalInformation = ''): Gateway => ({
    id: `payment-option-${module_name}`,
    module_name,
    payment_method: module_name === 'creditcard' ? 'CREDITCARD' : module_name.toUpperCase(),
    call_to_action_text: TEXTS[module_name][lang],
    type,
    additionalInformation,
  });
  return [
    gateway('creditcard', 'card'),
    gateway('paypal', 'redirect'),
    gateway('multisafepay', 'redirect'),
    gateway('bankwire', 'offline', BANK_DETAILS),
  ];
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const declined = { reason: 'payment.declined' } as const;

/** Charges a test card; returns a transaction id, or throws 402 when declined. The card itself is never stored. */
export function chargeCard(
  card: { number: string; expiry: string; cvv: string } | undefined,
  now = new Date(),
): string {
  if (!card) throw badRequest('card: card details are required for card payments');
  const number = card.number.replace(/\s/g, '');
  if (!luhn(number))
    throw badRequest('card: the card number is not valid', 307, {
      reason: 'payment.cardInvalid',
      field: 'card.number',
    });
  const [mm, yy] = card.expiry.split('/').map(Number);
  const lastDay = new Date(Date.UTC(2000 + (yy ?? 0), mm ?? 0, 0, 23, 59, 59));
  if (lastDay < now)
    throw badRequest('card: the card has expired', 307, { reason: 'payment.cardExpired', field: 'card.expiry' });
  if (number === DECLINED_CARD) throw new ApiError(402, 402, 'Your card was declined.', declined);
  if (!APPROVED_CARDS.includes(number))
    throw new ApiError(402, 402, 'Card not accepted: use a test card number (see api/README.md).', declined);
  return `SIM-CARD-${number.slice(-4)}-${now.getTime().toString(36).toUpperCase()}`;
}
