import type { FastifyInstance } from 'fastify';
import { register as accounting } from './accounting';
import { register as auth } from './auth';
import { register as backoffice } from './backoffice';
import { register as contracts } from './contracts';
import { register as documents } from './documents';
import { register as ev } from './ev';
import { register as events } from './events';
import { register as geodata } from './geodata';
import { register as history } from './history';
import { register as homework } from './homework';
import { register as messages } from './messages';
import { register as notes } from './notes';
import { register as notifications } from './notifications';
import { register as onboarding } from './onboarding';
import { register as scheduler } from './scheduler';
import { register as settings } from './settings';
import { register as shark } from './shark';
import { register as statistics } from './statistics';
import { register as students } from './students';
import { register as team } from './team';
import { register as uploads } from './uploads';
import { register as users } from './users';
import { register as video } from './video';

/** One API domain: a folder of src/routes whose index.ts adds its routes (docs/contributing.md). */
export interface Domain {
  /** The folder name under src/routes. */
  name: string;
  register: (app: FastifyInstance) => Promise<void>;
}

/**
 * Every domain, registered in this order by buildApp. A folder missing here would ship no routes:
 * test/routes/domains.test.ts compares this list with the folders on disk.
 */
export const DOMAINS: readonly Domain[] = [
  { name: 'accounting', register: accounting },
  { name: 'auth', register: auth },
  { name: 'backoffice', register: backoffice },
  { name: 'contracts', register: contracts },
  { name: 'documents', register: documents },
  { name: 'ev', register: ev },
  { name: 'events', register: events },
  { name: 'geodata', register: geodata },
  { name: 'history', register: history },
  { name: 'homework', register: homework },
  { name: 'messages', register: messages },
  { name: 'notes', register: notes },
  { name: 'notifications', register: notifications },
  { name: 'onboarding', register: onboarding },
  { name: 'scheduler', register: scheduler },
  { name: 'settings', register: settings },
  { name: 'shark', register: shark },
  { name: 'statistics', register: statistics },
  { name: 'students', register: students },
  { name: 'team', register: team },
  { name: 'uploads', register: uploads },
  { name: 'users', register: users },
  { name: 'video', register: video },
];
