import {
  auditExportQuery,
  auditQuery,
  createMessageSchema,
  createTransferSchema,
  messagesQuery,
  rejectSchema,
  transfersExportQuery,
  transfersQuery,
  updateMessageSchema,
} from '@fund/shared/schemas/backoffice';
import * as answers from '@fund/shared/schemas/backoffice-responses';
import type { FastifyInstance } from 'fastify';
import { mutation } from '../../../lib/idempotency';
import { EXPORT_MEDIA_TYPES } from '../../../lib/table-export';
import { doc } from '../../../plugins/openapi';
import { ok } from '../../../plugins/reply';
import { emptyBody, idParams } from '../../../plugins/validation';
import { getQueueExport, transfersTable } from '../queues/export';
import { base, config, tags } from '../route-config';
import { sendAuditExport } from './audit-export';
import {
  cancelTransfer,
  createMessage,
  createTransfer,
  listAudit,
  listMessages,
  listTransfers,
  retireMessage,
  updateMessage,
} from './repository';

/** Transfers the fund assigns, system messages, and the audit trail. */
export function registerContentRoutes(app: FastifyInstance): void {
  getQueueExport(app, 'transfers', transfersExportQuery, transfersTable);
  app.get(
    `${base}/transfers/`,
    { config, schema: doc({ tags, querystring: transfersQuery, count: true, data: answers.transferRows }) },
    async (request, reply) => {
      const { rows, count } = await listTransfers(app.db, request.query);
      return ok(reply, rows, count);
    },
  );
  app.post(
    `${base}/transfers/`,
    { config, schema: doc({ tags, body: createTransferSchema, data: answers.actionResult }) },
    async (request, reply) => {
      const body = request.body;
      return mutation(app.db, request, reply, (db) => createTransfer(db, request.user.id, body));
    },
  );
  app.post(
    `${base}/transfers/:id/cancel/`,
    {
      config,
      schema: doc({ tags, params: idParams, body: rejectSchema, data: answers.actionResult }),
    },
    async (request, reply) => {
      const target = request.params.id;
      const { reason } = request.body;
      return mutation(app.db, request, reply, (db) => cancelTransfer(db, request.user.id, target, reason));
    },
  );

  app.get(
    `${base}/messages/`,
    { config, schema: doc({ tags, querystring: messagesQuery, count: true, data: answers.webMessageRows }) },
    async (request, reply) => {
      const { rows, count } = await listMessages(app.db, request.query);
      return ok(reply, rows, count);
    },
  );
  app.post(
    `${base}/messages/`,
    { config, schema: doc({ tags, body: createMessageSchema, data: answers.actionResult }) },
    async (request, reply) => {
      const body = request.body;
      return mutation(app.db, request, reply, (db) => createMessage(db, request.user.id, body));
    },
  );
  app.patch(
    `${base}/messages/:id/`,
    {
      config,
      schema: doc({ tags, params: idParams, body: updateMessageSchema, data: answers.actionResult }),
    },
    async (request, reply) => {
      const target = request.params.id;
      const body = request.body;
      return mutation(app.db, request, reply, (db) => updateMessage(db, request.user.id, target, body));
    },
  );
  app.post(
    `${base}/messages/:id/retire/`,
    {
      config,
      schema: doc({ tags, params: idParams, body: emptyBody, data: answers.actionResult }),
    },
    async (request, reply) => {
      const target = request.params.id;
      return mutation(app.db, request, reply, (db) => retireMessage(db, request.user.id, target));
    },
  );

  // The audit log as a file (issue 40, docs/api.md "Exports").
  app.get(
    `${base}/audit/export/`,
    { config, schema: doc({ tags, querystring: auditExportQuery, file: EXPORT_MEDIA_TYPES }) },
    async (request, reply) => sendAuditExport(reply, app.db, request.query, app.now()),
  );
  app.get(
    `${base}/audit/`,
    { config, schema: doc({ tags, querystring: auditQuery, count: true, data: answers.auditRows }) },
    async (request, reply) => {
      const { rows, count } = await listAudit(app.db, request.query);
      return ok(reply, rows, count);
    },
  );
}
