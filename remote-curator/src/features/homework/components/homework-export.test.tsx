import { exportThroughMenu, renderWithProviders, stubNetwork } from '@fund/shared/test';
import { HOMEWORK_EXPORT_PATH } from '../api/homework';
import { HomeworkSection } from './homework-section';

// Issue 40: «Экспорт» beside the homework filter downloads the list with its filters (no page).
afterEach(() => jest.restoreAllMocks());

const empty = { count: 0, completed: 0, overdue: 0, data: [] };

test('a curator exports the selected students’ homework with the filter', async () => {
  stubNetwork({ 'GET /api/homework/': empty });
  const { user } = renderWithProviders(<HomeworkSection scope={{ role: 'curator', players: [3, 5] }} />);
  const name = 'домашние_задания_2026-11-30.xlsx';
  expect(await exportThroughMenu(user, HOMEWORK_EXPORT_PATH, 'XLSX', name)).toEqual({
    players: '3,5',
    filter: 'not_closed',
    format: 'xlsx',
  });
});

test('a student exports their own: no players in the query', async () => {
  stubNetwork({ 'GET /api/homework/': empty });
  const { user } = renderWithProviders(<HomeworkSection scope={{ role: 'player' }} />);
  const name = 'домашние_задания_2026-11-30.csv';
  expect(await exportThroughMenu(user, HOMEWORK_EXPORT_PATH, 'CSV', name)).toEqual({
    filter: 'not_closed',
    format: 'csv',
  });
});
