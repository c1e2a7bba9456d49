import {
  CRICOS_FILES,
  registerImportEndpoints as E,
  REGISTER_IMPORT_MESSAGES as M,
  type RegisterImportReport,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import { readMultipartFiles } from '../files/index';
import { type CricosFiles, importCricos } from './cricos-import';
import * as repo from './register-import.repository';
import { importScorecard } from './scorecard-import';

const tags = ['console: catalogue'];

const message = (report: RegisterImportReport) =>
  report.dryRun ? (report.errorCount ? M.dryRunBad : M.dryRunClean) : M.imported(report);

/** The register imports, admins only (docs/catalogue.md#register-imports), and what a student sees of them. */
export const registerImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (request: Parameters<typeof readMultipartFiles>[0], names: readonly string[]) => {
    const files = await readMultipartFiles(request, names).catch((err: { statusCode?: number }) => {
      throw err.statusCode === 413 ? payloadTooLarge(M.fileTooLarge) : err;
    });
    const missing = names.filter((name) => !files[name]);
    if (missing.length) {
      throw badRequest(
        M.noFile(missing[0]!),
        Object.fromEntries(missing.map((name) => [name, M.noFile(name)])),
      );
    }
    return files;
  };
  const ctx = (user: { userId: number; role: 'admin' | 'advisor' | 'student' }) => ({
    db: app.db,
    events: app.events,
    actor: user,
  });

  serve(
    app,
    E.cricos,
    async ({ query, request, user }) => {
      const files = (await read(request, CRICOS_FILES)) as CricosFiles;
      const report = await importCricos(ctx(user), files, query);
      return ok(report, message(report));
    },
    { tags },
  );
  serve(
    app,
    E.scorecard,
    async ({ query, request, user }) => {
      const { file } = await read(request, ['file']);
      const report = await importScorecard(ctx(user), file!, query);
      return ok(report, message(report));
    },
    { tags },
  );
  serve(
    app,
    E.reportedProgrammes,
    async ({ params }) => {
      if (!(await repo.isPublishedUniversity(app.db, params.universityId))) throw notFound('University');
      const rows = await repo.reportedProgrammesOf(app.db, params.universityId);
      return ok(
        {
          programmes: rows.map(({ source: _s, ...row }) => row),
          source: rows[0]?.source ?? null,
        },
        'Reported programmes',
      );
    },
    { tags: ['catalogue'] },
  );
};
