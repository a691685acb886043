import { useAuthStore } from '@fund/shared/auth';
import { shellKeys } from '@fund/shared/query';
import { createTestQueryClient, renderWithProviders, screen, viewportWidth } from '@fund/shared/test';
import { Route, Routes } from 'react-router-dom';
import { StartGate } from './start-gate';

jest.mock('./use-start-sequence', () => ({
  useStartSequence: () => ({ isSuccess: true, isError: false, data: { permissions: [] } }),
}));
jest.mock('../../lib/remotes/remote-page', () => ({
  RemotePage: ({ id }: { id: string }) => <div>remote {id}</div>,
}));

function gate(accounts: unknown[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(shellKeys.form(), { form_completed: false, accounts });
  useAuthStore.getState().setTokens({ access: 'a', refresh: null });
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<div>Страница входа</div>} />
      <Route path="/" element={<StartGate>Кабинет</StartGate>} />
    </Routes>,
    { queryClient },
  );
}

describe('a way out where the shell is not shown', () => {
  it('"No accounts found" has Выйти, and it signs out to /login', async () => {
    const { user } = gate([]);
    expect(screen.getByText('No accounts found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
    expect(useAuthStore.getState().access).toBeNull();
  });

  it('the onboarding wizard has Выйти', () => {
    gate([{ room_id: 1 }]);
    expect(screen.getByText('remote player/OnboardingWizard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });
});

describe('the wizard’s Выйти on a phone (issue 42)', () => {
  let restore: () => void;
  afterEach(() => restore());

  it('at 390 px sits in a row of its own above the wizard, not over the card’s border', () => {
    restore = viewportWidth(390);
    gate([{ room_id: 1 }]);
    expect(screen.getByTestId('gate-logout-row')).toHaveStyle({ position: 'static' });
    const wizard = screen.getByText('remote player/OnboardingWizard');
    expect(
      screen.getByTestId('gate-logout-row').compareDocumentPosition(wizard) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('at 1280 px stays in the top right corner', () => {
    restore = viewportWidth(1280);
    gate([{ room_id: 1 }]);
    expect(screen.getByTestId('gate-logout-row')).toHaveStyle({ position: 'absolute' });
  });
});
