/** One component per step of flow.ts, and what every step gets from the checkout page. */
import type { ComponentType } from 'react';
import type { Locale } from '@storefront/shared/i18n';
import type { CheckoutData, Country, PaymentModule } from '@storefront/shared/schemas';
import type { StepId } from '../flow.ts';
import { AccountStep } from './account-step.tsx';
import { AddressStep } from './address-step.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { MessageStep } from './message-step.tsx';
import { VouchersStep } from './vouchers-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ReviewStep } from './review-step.tsx';

/** What the shopper typed for a card: kept in memory for the review, sent once to createOrder, never stored. */
export interface CardDetails {
  name: string;
  number: string;
  expiry: string;
  cvv: string;
}

export interface StepProps {
  lang: Locale;
  checkout: CheckoutData;
  countries: readonly Country[];
  /** A guest's email, until the address step sends it with the address. */
  guestEmail: string | null;
  setGuestEmail(email: string): void;
  payment: PaymentModule | null;
  setPayment(module: PaymentModule, card: CardDetails | null): void;
  card: CardDetails | null;
  /** The step is done: on to the next one. */
  done(): void;
  /** The page is about to leave the flow (placing the order): no redirect to the cart meanwhile. */
  leave(): void;
  stay(): void;
}

export const stepComponents: Record<StepId, ComponentType<StepProps>> = {
  account: AccountStep,
  address: AddressStep,
  delivery: DeliveryStep,
  message: MessageStep,
  vouchers: VouchersStep,
  payment: PaymentStep,
  review: ReviewStep,
};
