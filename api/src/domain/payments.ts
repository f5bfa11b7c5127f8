/**
 * Payment gateways, all simulated locally: cards with documented test numbers, two redirect gateways (a
 * PayPal-type and a MultiSafepay-type) served as pages by this api, and bank transfer.
 */
import type { Gateway, LanguageCode, PaymentModule } from '@storefront/shared/schemas';
import type { PaymentFaults } from '../config.ts';
import type { Db } from '../db/database.ts';
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

export interface CardDetails {
  number: string;
  expiry: string;
  cvv: string;
}

/**
 * The card form's checks, made before any order is written: a number that is not a card, an expired card or a number
 * that is not one of the test cards is refused here and never reaches the provider. Answers the number, spaces removed.
 */
export function checkCard(card: CardDetails | undefined, now = new Date()): string {
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
  if (number !== DECLINED_CARD && !APPROVED_CARDS.includes(number))
    throw new ApiError(402, 402, 'Card not accepted: use a test card number (see api/README.md).', {
      reason: 'payment.declined',
    });
  return number;
}

/**
 * The simulated payment providers (the card acquirer, the PayPal-type and MultiSafepay-type gateways), behaving as
 * real ones do (ADR 0106): a charge carries the shop's idempotency key, and the same key charges once and answers the
 * first result again; a lookup by key says what happened to a charge whose answer was lost; closing a key with no
 * charge voids it, so a charge still on its way with that key can no longer go through. Their book is the
 * `payment_charge` table, written on its own, never inside the shop's order transaction.
 */

/** What the provider did with a key: charged (approved), refused (declined), or closed without a charge (voided). */
export interface Charge {
  outcome: 'approved' | 'declined' | 'voided';
  transaction_id: string | null;
}

/** The provider charged, or not, but its answer never reached the shop (a timeout, a dropped connection). */
export class ProviderNoAnswer extends Error {
  constructor(readonly key: string) {
    super(`The payment provider did not answer the charge ${key}`);
    this.name = 'ProviderNoAnswer';
  }
}

export interface ChargeRequest {
  /** The order's payment module (`creditcard`, `paypal`, `multisafepay`). */
  module: string;
  /** Cents. */
  amount: number;
  /** Card payments: the number from `checkCard`. Redirect gateways charge what the shopper approved on their page. */
  card?: string;
}

/** New charges this process has made: `dropAnswerEvery` counts them. */
let chargesMade = 0;

async function recorded(db: Db, key: string): Promise<Charge | null> {
  const row = await db
    .selectFrom('payment_charge')
    .select(['outcome', 'transaction_id'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { outcome: row.outcome as Charge['outcome'], transaction_id: row.transaction_id } : null;
}

/** Records the first result for a key; false when the key already holds one (another call's). */
async function record(db: Db, key: string, request: ChargeRequest, result: Charge, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_charge')
    .values({
      idempotency_key: key,
      module: request.module,
      amount: request.amount,
      outcome: result.outcome,
      transaction_id: result.transaction_id,
      date_add: now.toISOString(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Charges once per key. A repeated key answers the first result (a voided key answers voided). A new card charge whose
 * answer the fault switch drops is made, then throws `ProviderNoAnswer` (the redirect gateways' pages answer the
 * shopper's browser, not the shop, so they have no answer to lose).
 */
export async function charge(
  deps: { db: Db; faults: PaymentFaults },
  key: string,
  request: ChargeRequest,
  now = new Date(),
): Promise<Charge> {
  const approved = request.card === undefined || request.card !== DECLINED_CARD;
  const result: Charge = approved
    ? {
        outcome: 'approved',
        transaction_id: `SIM-${request.module.toUpperCase()}-${request.card?.slice(-4) ?? 'PAGE'}-${now.getTime().toString(36).toUpperCase()}`,
      }
    : { outcome: 'declined', transaction_id: null };
  if (!(await record(deps.db, key, request, result, now))) {
    const first = await recorded(deps.db, key);
    if (!first) throw new Error(`payment_charge ${key} vanished`);
    return first;
  }
  if (request.card !== undefined) chargesMade += 1;
  const { dropAnswerEvery, dropAnswerCard } = deps.faults;
  const lost = (dropAnswerEvery > 0 && chargesMade % dropAnswerEvery === 0) || request.card === dropAnswerCard;
  if (request.card !== undefined && lost) throw new ProviderNoAnswer(key);
  return result;
}

/** What the provider did with a key, or null when no charge with it ever reached the provider. */
export const lookupCharge = (db: Db, key: string): Promise<Charge | null> => recorded(db, key);

/** Closes a key: the charge made with it, or, when there is none, a void that refuses any later charge with the key. */
export async function closeCharge(db: Db, key: string, module: string, amount: number, now: Date): Promise<Charge> {
  await record(db, key, { module, amount }, { outcome: 'voided', transaction_id: null }, now);
  const closed = await recorded(db, key);
  if (!closed) throw new Error(`payment_charge ${key} vanished`);
  return closed;
}
