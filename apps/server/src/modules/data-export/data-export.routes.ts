import { Readable } from 'node:stream';
import { dataExportEndpoints as E, DATA_EXPORT_MESSAGES as M } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './data-export.service';

/** "Download my data" (docs/privacy.md#export). */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['data export'];
  serve(app, E.mine, async ({ user }) => ok(await service.myExport(app.db, user.userId)), { tags });
  serve(
    app,
    E.request,
    async ({ user }) => ok(await service.requestExport(app.db, app.events, user), M.started),
    { tags },
  );
  serve(app, E.ofStudent, async ({ params }) => ok(await service.exportsOfStudent(app.db, params.userId)), {
    tags,
  });

  // The ZIP, streamed piece by piece from the database, so a large file never sits whole in memory.
  serve(
    app,
    E.file,
    async ({ user, params, reply }) => {
      const file = await service.openDownload(app.db, app.events, user, params.exportId);
      async function* pieces() {
        for (const seq of file.seqs) {
          const bytes = await file.readPart(seq);
          if (bytes) yield bytes;
        }
      }
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.byteSize !== null) reply.header('content-length', String(file.byteSize));
      return reply.send(Readable.from(pieces()));
    },
    { tags },
  );
};
