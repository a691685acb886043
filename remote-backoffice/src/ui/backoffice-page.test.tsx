import { renderWithProviders, reply, screen, stubNetwork } from '@fund/shared/test';
import { Route, Routes } from 'react-router-dom';
import { BackofficePage } from './backoffice-page';

const routes = (
  <Routes>
    <Route
      path="/backoffice"
      element={
        <BackofficePage title="Очереди">
          <p>Очереди бэк-офиса</p>
        </BackofficePage>
      }
    />
    <Route path="/security" element={<p>Страница «Безопасность»</p>} />
  </Routes>
);

test('a staff member the API refuses for want of 2FA is sent to «Безопасность» before the page asks anything', async () => {
  const network = stubNetwork({
    'GET /api/backoffice/counts/': reply(403, {
      detail: 'Включите двухфакторную защиту, чтобы работать в бэк-офисе.',
      code: 'two_factor_required',
    }),
  });
  renderWithProviders(routes, { route: '/backoffice' });
  expect(await screen.findByText('Страница «Безопасность»')).toBeInTheDocument();
  expect(screen.queryByText('Очереди бэк-офиса')).not.toBeInTheDocument();
  expect(network.calls.map((c) => c.path)).toEqual(['/api/backoffice/counts/']);
});

test.each([
  ['served', { deposit_requests: 1, cash_flows: 0, payout_requests: 0, personal_funds: 0, total: 1 }],
  ['refused for another reason', reply(403, { detail: 'Недостаточно прав.' })],
])('counts %s: the page', async (_, counts) => {
  stubNetwork({ 'GET /api/backoffice/counts/': counts });
  renderWithProviders(routes, { route: '/backoffice' });
  expect(await screen.findByText('Очереди бэк-офиса')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Страницы бэк-офиса' })).toBeInTheDocument();
});
