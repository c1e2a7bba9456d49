import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Razorpay on loopback, for API and browser tests (no network): the orders API
 * (Basic auth with the key id and secret), a hosted checkout page the 'Pay now' form posts to, and
 * webhooks signed the way Razorpay signs them (HMAC-SHA256 of the raw body with the webhook
 * secret, hex, in X-Razorpay-Signature; the event id in X-Razorpay-Event-Id).
 */
export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go; may be set later (the app starts after the fake). */
  webhookUrl?: string;
  port?: number;
  host?: string;
}

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'paid';
}

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

export interface FakeRazorpay {
  url: string;
  webhookUrl: string | undefined;
  orders: Map<string, FakeOrder>;
  /** A signed `payment.captured` (or `order.paid`) delivery for the order, not sent yet. */
  paymentEvent(
    orderId: string,
    options?: {
      event?: string;
      eventId?: string;
      amount?: number;
      currency?: string;
      paymentId?: string;
      /** Sign with another secret (a forgery). */
      secret?: string;
    },
  ): Delivery;
  /** Posts a delivery to the webhook URL and answers its status. */
  deliver(delivery: Delivery): Promise<number>;
  close(): Promise<void>;
}

export const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

const json = (response: ServerResponse, status: number, value: unknown) =>
  send(response, status, 'application/json', JSON.stringify(value));

const autoPost = (action: string, fields: Record<string, string>) => `<!doctype html>
<html><body><form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join('')}</form><script>document.forms[0].submit()</script></body></html>`;

export async function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const basic = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const fake: FakeRazorpay = {
    url: '',
    webhookUrl: options.webhookUrl,
    orders,
    paymentEvent(orderId, o = {}) {
      const order = orders.get(orderId);
      const entity = {
        id: o.paymentId ?? id('pay'),
        entity: 'payment',
        amount: o.amount ?? order?.amount ?? 0,
        currency: o.currency ?? order?.currency ?? 'INR',
        status: 'captured',
        order_id: orderId,
        method: 'upi',
        captured: true,
      };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake',
        event: o.event ?? 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(body, o.secret ?? options.webhookSecret),
          'x-razorpay-event-id': o.eventId ?? id('evt'),
        },
      };
    },
    async deliver({ body, headers }) {
      if (!fake.webhookUrl) throw new Error('the fake has no webhook URL');
      const answer = await fetch(fake.webhookUrl, { method: 'POST', headers, body });
      await answer.arrayBuffer();
      return answer.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = await readBody(request);
      if (request.method === 'GET' && url.pathname === '/')
        return send(response, 200, 'text/plain', 'fake Razorpay');
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        if (request.headers.authorization !== basic) {
          return json(response, 401, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
          });
        }
        const input = JSON.parse(body) as { amount: number; currency: string; receipt: string };
        if (!Number.isInteger(input.amount) || input.amount < 100) {
          return json(response, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'amount too small' },
          });
        }
        const order: FakeOrder = { id: id('order'), ...input, status: 'created' };
        orders.set(order.id, order);
        return json(response, 200, { ...order, entity: 'order', amount_paid: 0, amount_due: order.amount });
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/embedded') {
        const fields = Object.fromEntries(new URLSearchParams(body));
        const order = orders.get(fields.order_id ?? '');
        if (!order || fields.key_id !== options.keyId)
          return send(response, 400, 'text/plain', 'Unknown order');
        const rupees = new Intl.NumberFormat('en-IN').format(order.amount / 100);
        return send(
          response,
          200,
          'text/html; charset=utf-8',
          `<!doctype html><html lang="en"><head><title>Razorpay test checkout</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">
<h1>Razorpay test checkout</h1>
<p>${escapeHtml(fields.description ?? '')} for ${escapeHtml(fields['prefill[email]'] ?? '')}</p>
<p>Order <code>${escapeHtml(order.id)}</code>: ₹${rupees}</p>
<form method="post" action="/v1/checkout/pay">
<input type="hidden" name="order_id" value="${escapeHtml(order.id)}">
<input type="hidden" name="callback_url" value="${escapeHtml(fields.callback_url ?? '')}">
<button type="submit">Pay ₹${rupees}</button>
</form>
<p><a href="${escapeHtml(fields.cancel_url ?? '/')}">Cancel</a></p>
</body></html>`,
        );
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/pay') {
        const fields = Object.fromEntries(new URLSearchParams(body));
        const order = orders.get(fields.order_id ?? '');
        if (!order) return send(response, 400, 'text/plain', 'Unknown order');
        order.status = 'paid';
        const delivery = fake.paymentEvent(order.id);
        const paymentId = (JSON.parse(delivery.body) as { payload: { payment: { entity: { id: string } } } })
          .payload.payment.entity.id;
        await fake.deliver(delivery);
        return send(
          response,
          200,
          'text/html; charset=utf-8',
          autoPost(fields.callback_url ?? '/', {
            razorpay_payment_id: paymentId,
            razorpay_order_id: order.id,
            razorpay_signature: sign(`${order.id}|${paymentId}`, options.keySecret),
          }),
        );
      }
      return json(response, 404, { error: { code: 'NOT_FOUND', description: 'No such endpoint' } });
    } catch (err) {
      return json(response, 500, { error: { code: 'SERVER_ERROR', description: String(err) } });
    }
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  fake.url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return fake;
}
