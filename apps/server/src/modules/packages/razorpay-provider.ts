import { createHmac, timingSafeEqual } from 'node:crypto';
import { PACKAGE_PIPELINE_MESSAGES as M } from '@edupath/contract';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import type { CapturedPayment, PaymentProvider, ProviderOrder } from './payment-provider';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local fake in tests. */
  apiBase: string;
}

const orderSchema = z.object({ id: z.string().min(1), amount: z.number().int(), currency: z.string() });

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

const webhookSchema = z.object({
  event: z.string().min(1),
  payload: z.object({ payment: z.object({ entity: paymentEntity }).optional() }).loose(),
});

/** The events that say money was taken for an order; Razorpay sends both for one payment. */
const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

const unreachable = () => new AppError(502, 'The payment service could not be reached. Please try again.');

/** The HMAC-SHA256 of the raw body with the webhook secret, hex: what Razorpay sends as X-Razorpay-Signature. */
export const razorpaySignature = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Compares in constant time, so the answer's timing tells nothing about how much of a guess was right. */
function signatureMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Razorpay over its REST API. Orders are created with the key id and secret (Basic auth); the
 * student pays at Razorpay's hosted checkout (a form post, so no third-party script runs on our
 * pages); money counts only when a webhook signed with the webhook secret says it was captured.
 * Not the official SDK: its host is fixed (tests could not point it at the fake) and it compares
 * signatures with `===` (docs/packages.md, "Payments").
 */
export function createRazorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const base = settings.apiBase.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  return {
    name: 'razorpay',
    online: true,

    async createOrder({ amountPaise, currency, receipt }): Promise<ProviderOrder> {
      let response: Response;
      try {
        response = await fetch(`${base}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency, receipt }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw unreachable();
      }
      const parsed = orderSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success) throw unreachable();
      // An order for another amount than we asked for would be paid at the wrong price.
      if (parsed.data.amount !== amountPaise || parsed.data.currency !== currency) throw unreachable();
      return { orderId: parsed.data.id, amountPaise, currency };
    },

    checkoutForm(order, details) {
      return {
        action: `${base}/v1/checkout/embedded`,
        fields: {
          key_id: settings.keyId,
          order_id: order.orderId,
          amount: String(order.amountPaise),
          currency: order.currency,
          name: 'EduPath',
          description: details.description,
          'prefill[name]': details.name,
          'prefill[email]': details.email,
          callback_url: details.callbackUrl,
          cancel_url: details.cancelUrl,
        },
      };
    },

    verifyWebhook(rawBody, headers): CapturedPayment {
      const signature = header(headers, 'x-razorpay-signature');
      if (!signature || !signatureMatches(signature, razorpaySignature(rawBody, settings.webhookSecret))) {
        throw badRequest(M.webhookSignature);
      }
      const eventId = header(headers, 'x-razorpay-event-id');
      if (!eventId || eventId.length > 200) throw badRequest(M.webhookEventId);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw badRequest(M.webhookBody);
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) throw badRequest(M.webhookBody);
      const { event, payload } = parsed.data;
      const entity = payload.payment?.entity;
      if (!CAPTURE_EVENTS.has(event) || !entity || entity.status !== 'captured') {
        return { eventId, event, payment: null };
      }
      return {
        eventId,
        event,
        payment: {
          paymentId: entity.id,
          orderId: entity.order_id,
          amountPaise: entity.amount,
          currency: entity.currency,
        },
      };
    },
  };
}
