import * as v from 'valibot';
import { idParams, parseParams } from '../../plugins/validation';

/** What every staff route shares: its permission, OpenAPI tag, URL prefix and the `:id` reader. */
export const config = { permission: 'backoffice' as const };
export const tags = ['backoffice'];
export const base = '/api/backoffice';
export const emptyBody = v.strictObject({});

/** The `:id` of a request's URL. */
export const idOf = (request: { params: unknown }) => parseParams(idParams, request.params).id;
