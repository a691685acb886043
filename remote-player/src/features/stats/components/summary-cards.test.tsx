import { api } from '@fund/shared/api';
import { createTestQueryClient, renderWithProviders, screen, within } from '@fund/shared/test';
import { dashboardKeys } from '../../../lib/keys';
import { SummaryCards } from './summary-cards';

const noop = () => undefined;

afterEach(() => jest.restoreAllMocks());

test('while the figures load, each card holds grey lines, not «Нет данных»', () => {
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  renderWithProviders(<SummaryCards onPayout={noop} onReview={noop} />, {
    queryClient: createTestQueryClient(),
  });
  for (const id of ['card-funds', 'card-contract', 'card-bundle']) {
    expect(within(screen.getByTestId(id)).getByTestId('figures-pending')).toBeInTheDocument();
  }
  expect(screen.queryByText('Нет данных')).not.toBeInTheDocument();
});

test('answered: the figures; an empty answer: «Нет данных»', () => {
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(dashboardKeys.fundsSum(), {
    sum: '150.00',
    currencies: [],
    forex: [],
    total_balance: { sum: '1200.00', currencies: [] },
  });
  queryClient.setQueryData(dashboardKeys.contractResult(), {
    result: '-20.50',
    currencies: [],
    alltime_result: '310.00',
  });
  queryClient.setQueryData(dashboardKeys.bundleResult(), null);
  renderWithProviders(<SummaryCards onPayout={noop} onReview={noop} />, { queryClient });

  expect(screen.queryByTestId('figures-pending')).not.toBeInTheDocument();
  expect(screen.getByTestId('card-funds')).toHaveTextContent('Общий баланс');
  expect(screen.getByTestId('card-contract')).toHaveTextContent('За всё время');
  expect(within(screen.getByTestId('card-bundle')).getByText('Нет данных')).toBeInTheDocument();
});
