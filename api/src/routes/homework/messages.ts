import { idText } from '@fund/shared/schemas/common';
import { homeworkMessageSchema } from '@fund/shared/schemas/curator';
import { homeworkRow } from '@fund/shared/schemas/curator-rows';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { idParams, parseBody, parseParams } from '../../plugins/validation';
import { accessibleHomework } from './access';
import { addMessage, editMessage, getHomework } from './repository';

const messageParams = v.strictObject({ id: idText(), messageId: idText() });
const tags = ['homework'];

/** The message thread of a homework: send, and edit only one's own latest message. */
export async function registerMessages(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/homework/:id/messages/',
    {
      config: { role: 'any' },
      schema: doc({ tags, params: idParams, body: homeworkMessageSchema, status: 201, data: homeworkRow }),
    },
    async (request, reply) => {
      const { id } = parseParams(idParams, request.params);
      await accessibleHomework(app, request, id);
      const body = parseBody(homeworkMessageSchema, request.body);
      await addMessage(app.db, id, request.user.id, body.text, app.now());
      return ok(reply.status(201), await getHomework(app.db, request.user.id, app.now(), id));
    },
  );

  app.patch(
    '/api/homework/:id/messages/:messageId/',
    {
      config: { role: 'any' },
      schema: doc({ tags, params: messageParams, body: homeworkMessageSchema, data: homeworkRow }),
    },
    async (request, reply) => {
      const { id, messageId } = parseParams(messageParams, request.params);
      await accessibleHomework(app, request, id);
      const body = parseBody(homeworkMessageSchema, request.body);
      await editMessage(app.db, id, messageId, request.user.id, body.text, app.now());
      return ok(reply, await getHomework(app.db, request.user.id, app.now(), id));
    },
  );
}
