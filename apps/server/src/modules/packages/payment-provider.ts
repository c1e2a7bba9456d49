import type { PaymentProviderName } from '@edupath/contract';
import type { Config } from '../../config';
import { createRazorpayProvider } from './razorpay-provider';

/** An order the provider created for an amount: the student pays it at the provider's checkout. */
export interface ProviderOrder {
  orderId: string;
  amountPaise: number;
  currency: string;
}

/** What the browser posts to the provider's hosted checkout: its address and the form's fields. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

/** A payment the provider says it captured, read from a webhook whose signature was verified. */
export interface CapturedPayment {
  eventId: string;
  event: string;
  /** Null for an event that is not a captured payment: it is recorded and otherwise ignored. */
  payment: { paymentId: string; orderId: string; amountPaise: number; currency: string } | null;
}

/**
 * A way to take money for a package application (docs/packages.md, "Payments"). `manual` takes
 * none online (staff record the UPI or bank-transfer reference); `razorpay` creates orders, sends
 * the student to its hosted checkout and reports payments by signed webhooks.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether students can pay online ('Pay now'). */
  readonly online: boolean;
  createOrder(input: { amountPaise: number; currency: string; receipt: string }): Promise<ProviderOrder>;
  checkoutForm(
    order: ProviderOrder,
    details: { description: string; callbackUrl: string; cancelUrl: string; name: string; email: string },
  ): CheckoutForm;
  /**
   * Checks the webhook's signature over the raw body and reads it. Throws a 400 AppError for a
   * wrong or missing signature, a missing event id or a body that is no event.
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): CapturedPayment;
}

const noOnlinePayments = (): never => {
  throw new Error('the manual payment provider takes no payments online');
};

/** Payments happen outside the app; staff record them. */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  online: false,
  createOrder: noOnlinePayments,
  checkoutForm: noOnlinePayments,
  verifyWebhook: noOnlinePayments,
};

/** The provider the configuration chooses (PAYMENT_PROVIDER, `manual` by default). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'manual') return manualProvider;
  return createRazorpayProvider({
    keyId: config.RAZORPAY_KEY_ID!,
    keySecret: config.RAZORPAY_KEY_SECRET!,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
    apiBase: config.RAZORPAY_API_BASE,
  });
}
