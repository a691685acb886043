import { shellKeys } from '@fund/shared/query';
import type { HomeworkRow } from '@fund/shared/schemas/curator';
import { QueryClient } from '@tanstack/react-query';
import { homeworkKeys } from '../../../api/keys';
import { refreshHomework } from './homework';

test('after a homework change the lists, the picker and both menu badges are refetched', async () => {
  const client = new QueryClient();
  const keys = [
    homeworkKeys.list({ scope: { role: 'player' }, filter: 'not_closed', perPage: 10, page: 1 }),
    ['curator', 'students', 'list'],
    shellKeys.notifications('curator'),
    shellKeys.notifications('player'),
    ['curator', 'notes', 'list'],
  ];
  for (const key of keys) client.setQueryData(key, { any: true });
  const updated = { id: 5, topic: 'x' } as HomeworkRow;
  await refreshHomework(client, updated);
  const invalidated = keys.map((key) => client.getQueryState(key)?.isInvalidated);
  expect(invalidated).toEqual([true, true, true, true, false]);
  expect(client.getQueryData(homeworkKeys.detail(5))).toBe(updated);
});
