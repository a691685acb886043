import { shellKeys } from '@fund/shared/query';
import type { HomeworkRow } from '@fund/shared/schemas/curator';
import { QueryClient } from '@tanstack/react-query';
import { homeworkKeys } from '../../../api/keys';
import { homeworkChanges, showHomework } from './homework';

test('a homework action changes the lists, the picker and both menu badges; its answer shows at once', async () => {
  const client = new QueryClient();
  const keys = [
    homeworkKeys.list({ scope: { role: 'player' }, filter: 'not_closed', perPage: 10, page: 1 }),
    ['curator', 'students', 'list'],
    shellKeys.notifications('curator'),
    shellKeys.notifications('player'),
    ['curator', 'notes', 'list'],
  ];
  for (const key of keys) client.setQueryData(key, { any: true });
  await Promise.all(homeworkChanges.map((queryKey) => client.invalidateQueries({ queryKey })));
  const invalidated = keys.map((key) => client.getQueryState(key)?.isInvalidated);
  expect(invalidated).toEqual([true, true, true, true, false]);
  const updated = { id: 5, topic: 'x' } as HomeworkRow;
  showHomework(updated, client);
  showHomework([{ id: 6 } as HomeworkRow], client);
  expect(client.getQueryData(homeworkKeys.detail(5))).toBe(updated);
  expect(client.getQueryData(homeworkKeys.detail(6))).toBeUndefined();
});
