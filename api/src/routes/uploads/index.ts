import type { MultipartFile } from '@fastify/multipart';
import { messages } from '@fund/shared/schemas/common';
import { HH_LIMITS, HH_TEXT, type HhCategory, hhTypeSchema } from '@fund/shared/schemas/uploads';
import { hhExpected, hhReceived } from '@fund/shared/schemas/uploads-responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { getOwn } from '../../lib/get-own';
import { HttpError, TEXT, ValidationError } from '../../plugins/errors';
import { doc, FILE_FIELD, jsonSchemaOf } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { texts } from '../../texts';
import { assertExpected, expectedFor, type IncomingFile, receive } from './repository';
import { checkZip } from './zip-check';
import { ZipRejected } from './zip-layout';

const fileError = (message: string) => new ValidationError({ file: [message] });
const tooLarge = () => new HttpError(413, HH_TEXT.tooLarge);

function parseType(type: unknown): HhCategory {
  const parsed = v.safeParse(hhTypeSchema, type);
  if (!parsed.success)
    throw new ValidationError({ type: [type === undefined ? messages.required : HH_TEXT.type] });
  return parsed.output;
}

/** The archive's bytes (bounded by the multipart fileSize limit: over it is a 413). */
async function readBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/**
 * `type` and at most one `file`; no file means the player has nothing of that category. The cheap
 * checks come first: the category is validated and must be expected (409) before the archive is
 * read when `type` comes first, as the client sends it; the archive is checked after the form.
 */
async function readForm(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ type: HhCategory; file: IncomingFile | null }> {
  if (!request.isMultipart()) throw new HttpError(415, TEXT.unsupportedMediaType);
  let type: unknown;
  let file: { buffer: Buffer; originalName: string } | null = null;
  const parts = request.parts({ limits: { fileSize: HH_LIMITS.maxFileBytes, files: 1, fields: 4 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new ValidationError({ [part.fieldname]: [texts.validation.unknownField] });
        if (type !== undefined) await assertExpected(app.db, request.user.id, parseType(type));
        // Kept for display only; control characters (a NUL would fail the text column) are dropped.
        const originalName = (part.filename ?? '').replace(/\p{Cc}/gu, '');
        file = { buffer: await readBytes(part), originalName };
      } else if (part.fieldname === 'type') {
        type = part.value;
      } else {
        throw new ValidationError({ [part.fieldname]: [texts.validation.unknownField] });
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw fileError(HH_TEXT.oneFile);
    throw error;
  }
  const category = parseType(type);
  if (!file) return { type: category, file: null };
  await assertExpected(app.db, request.user.id, category);
  try {
    return { type: category, file: { ...file, summary: await checkZip(file.buffer) } };
  } catch (error) {
    if (error instanceof ZipRejected) throw fileError(error.message);
    throw error;
  }
}

/** Monthly hand histories (spec 01 §7): what is expected, and one upload per category. */
export async function register(app: FastifyInstance): Promise<void> {
  const tags = ['uploads'];

  getOwn(
    app,
    '/api/tournamentsdata/hhs/expected/',
    { config: { role: 'player' }, tags, data: hhExpected },
    expectedFor,
  );

  const form = { type: jsonSchemaOf(hhTypeSchema), file: FILE_FIELD };
  app.post(
    '/api/tournamentsdata/hhs/',
    { schema: doc({ tags, multipart: form, status: 201, data: hhReceived }), config: { role: 'player' } },
    async (request, reply) => {
      const { type, file } = await readForm(app, request);
      const received = await receive(app.db, request.user.id, type, file);
      reply.status(201);
      return ok(reply, received);
    },
  );
}
