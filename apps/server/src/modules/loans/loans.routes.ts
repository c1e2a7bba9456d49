import { loanEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { lendersAnswer } from './loans.service';

/** Education loans compared, public (docs/money-and-visas.md#education-loans). */
export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, E.lenders, async () => ok(await lendersAnswer(app.db), 'Education lenders'), {
    tags: ['planning'],
  });
};
