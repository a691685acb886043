import { hasPermission } from '@fund/shared/permissions';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../types';
import { curatorsOf, type LiveEvent } from './repository';

/** Topics staff hear for every player: the queues (money), people and system messages. */
const STAFF_TOPICS = new Set(['money', 'people', 'messages']);

/** The users an event reaches by id (the owner, their curators), besides staff and a message's scope. */
export type Audiences = Map<number, ReadonlySet<number>>;

/**
 * Who, by id, may read each event's data through its route: the owner, and for homework the
 * owner's curators (curator_students, read once per batch of events).
 */
export async function audiencesOf(db: Db, events: readonly LiveEvent[]): Promise<Audiences> {
  const students = [
    ...new Set(events.filter((e) => e.topic === 'homework' && e.userId !== null).map((e) => e.userId!)),
  ];
  const curators = await curatorsOf(db, students);
  const audiences: Audiences = new Map();
  for (const event of events) {
    if (event.userId === null) continue;
    const ids = new Set([event.userId]);
    if (event.topic === 'homework') for (const id of curators.get(event.userId) ?? []) ids.add(id);
    audiences.set(event.id, ids);
  }
  return audiences;
}

/** A system message's scope (web_messages.audience) as the messages route reads it. */
function inScope(scope: string | null, viewer: AuthUser): boolean {
  if (scope === 'all') return true;
  if (scope === 'player') return hasPermission(viewer.permissions, 'player');
  return scope === 'curator' && viewer.isCurator;
}

/** Whether `viewer` may read the data `event` names (SECURITY.md "Live events … are views of data"). */
export function canSee(event: LiveEvent, viewer: AuthUser, audiences: Audiences): boolean {
  if (audiences.get(event.id)?.has(viewer.id)) {
    // A curator hears a student's homework only while holding the students section.
    return event.userId === viewer.id || hasPermission(viewer.permissions, 'students');
  }
  if (STAFF_TOPICS.has(event.topic) && hasPermission(viewer.permissions, 'backoffice')) return true;
  return event.topic === 'messages' && inScope(event.scope, viewer);
}
