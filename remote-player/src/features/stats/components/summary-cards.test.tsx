import { api } from '@fund/shared/api';
import { createTestQueryClient, renderWithProviders, screen, waitFor, within } from '@fund/shared/test';
import { dashboardKeys } from '../../../api/keys';
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

describe('the cards’ hints', () => {
  const render = () => {
    jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
    return renderWithProviders(<SummaryCards onPayout={noop} onReview={noop} />, {
      queryClient: createTestQueryClient(),
    });
  };
  const tip = 'Результат текущего контракта по валютам (курс в скобках) и результат за всё время';
  const contractIcon = () => screen.getByRole('button', { name: 'Пояснение: Контракт' });

  test('the mouse over a card or a tap on it opens nothing; the mouse over its «?» does, leaving closes it', async () => {
    const { user } = render();
    await user.hover(screen.getByTestId('card-contract'));
    await user.pointer({ keys: '[TouchA]', target: screen.getByTestId('card-contract') });
    expect(screen.queryByText(tip)).not.toBeInTheDocument();

    await user.hover(contractIcon());
    expect(await screen.findByText(tip)).toBeInTheDocument();
    // The loaded «?» replaced the light one under the pointer: the pointer moves on it, then off.
    await user.hover(contractIcon());
    expect(screen.getByText(tip)).toBeInTheDocument();
    await user.unhover(contractIcon());
    await waitFor(() => expect(screen.queryByText(tip)).not.toBeInTheDocument());
  });

  test('the focus on the «?» opens it (a tap focuses it); a tap elsewhere closes it', async () => {
    const { user } = render();
    await user.tab();
    await user.tab();
    expect(await screen.findByText(tip)).toBeInTheDocument();
    expect(contractIcon()).toHaveFocus();
    await user.click(screen.getByTestId('card-funds'));
    await waitFor(() => expect(screen.queryByText(tip)).not.toBeInTheDocument());
  });

  test('a tap on the «?» opens it, the next tap on it closes it; a tap elsewhere or Escape closes it (issue 42)', async () => {
    const { user } = render();
    const tap = (target: Element) => user.pointer({ keys: '[TouchA]', target });
    await tap(contractIcon());
    expect(await screen.findByText(tip)).toBeInTheDocument();
    await tap(contractIcon());
    await waitFor(() => expect(screen.queryByText(tip)).not.toBeInTheDocument());

    await tap(contractIcon());
    expect(await screen.findByText(tip)).toBeInTheDocument();
    await tap(screen.getByTestId('card-funds'));
    await waitFor(() => expect(screen.queryByText(tip)).not.toBeInTheDocument());

    await tap(contractIcon());
    expect(await screen.findByText(tip)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(tip)).not.toBeInTheDocument());
  });
});

test('«Если рассчитаться сейчас» opens the settlement preview (issue 38)', async () => {
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  const onSettlement = jest.fn();
  const { user } = renderWithProviders(
    <SummaryCards onPayout={noop} onReview={noop} onSettlement={onSettlement} />,
    {
      queryClient: createTestQueryClient(),
    },
  );
  await user.click(screen.getByRole('button', { name: 'Если рассчитаться сейчас' }));
  expect(onSettlement).toHaveBeenCalledTimes(1);
});
