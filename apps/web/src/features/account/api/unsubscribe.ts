import { emailEndpoints as E } from '@edupath/contract/email-endpoints';
import { call } from '../../../lib/api-client';

/** What the link would stop; opening it changes nothing (docs/email.md#unsubscribe). */
export const checkUnsubscribe = async (token: string) =>
  (await call(E.unsubscribeCheck, { body: { token } })).data;

/** The confirmation's one click: no sign-in, the token names the person and the category. */
export const unsubscribe = async (token: string) => (await call(E.unsubscribe, { body: { token } })).data;
