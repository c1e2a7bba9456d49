import type { Checkout } from '@edupath/contract';
import { packageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const startPayment = async (packageApplicationId: number) =>
  (await call(E.pay, { params: { packageApplicationId } })).data;

/**
 * Sends the browser to the provider's hosted checkout: a form post with the order's fields, as
 * the provider asks (no third-party script runs on our pages). The provider's webhook, not this
 * page, tells the server the payment went through (docs/packages.md, "Payments").
 */
export function postToCheckout(checkout: Checkout, doc: Document = document) {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = checkout.action;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

export function useStartPayment() {
  return useMutation({
    mutationFn: startPayment,
    onSuccess: (checkout) => postToCheckout(checkout),
  });
}
