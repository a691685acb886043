import { holdSchema, transferConfirmationSchema } from '@fund/shared/schemas/accounting';
import * as answers from '@fund/shared/schemas/accounting-responses';
import type { FastifyInstance } from 'fastify';
import { getOwn } from '../../../lib/get-own';
import { mutation } from '../../../lib/idempotency';
import { getOwnExport } from '../../../lib/table-export';
import { businessError } from '../../../plugins/errors';
import { doc, FILE_FIELD } from '../../../plugins/openapi';
import { idParams } from '../../../plugins/validation';
import { transfersTable } from './export';
import { confirmTransfer, holdTransfer, IMAGE_TEXT, listTransfers, saveTransferImage } from './repository';

const config = { permission: 'dashboard' as const };
const tags = ['accounting'];

export function registerTransferRoutes(app: FastifyInstance): void {
  getOwn(
    app,
    '/api/accounting/transfersv2/',
    { config, tags, data: answers.transferLists, stored: true },
    listTransfers,
  );
  // The same rows as a file (issue 40, docs/api.md "Exports").
  getOwnExport(app, '/api/accounting/transfersv2/export/', { config, tags }, transfersTable);

  app.post(
    '/api/accounting/transfers/holdv2/:id/',
    {
      config,
      schema: doc({ tags, params: idParams, body: holdSchema, data: answers.transferHeld }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      return mutation(app.db, request, reply, (db) =>
        holdTransfer(db, request.user.id, id, body.change_balance),
      );
    },
  );

  app.post(
    '/api/accounting/transfers/confirmv2/:id/',
    {
      config,
      schema: doc({
        tags,
        params: idParams,
        body: transferConfirmationSchema,
        data: answers.transferConfirmed,
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      return mutation(app.db, request, reply, (db) => confirmTransfer(db, request.user.id, id, body));
    },
  );

  app.post(
    '/api/accounting/transfers/:id/images/',
    {
      config,
      schema: doc({ tags, params: idParams, multipart: { file: FILE_FIELD }, data: answers.imageSaved }),
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!request.isMultipart()) throw businessError(IMAGE_TEXT.noFile);
      const file = await request.file({ limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
      if (!file) throw businessError(IMAGE_TEXT.noFile);
      const bytes = await file.toBuffer();
      return mutation(app.db, request, reply, (db) => saveTransferImage(db, request.user.id, id, bytes), {
        input: bytes,
      });
    },
  );
}
