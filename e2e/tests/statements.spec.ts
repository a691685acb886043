import { expect, newContext, openDashboard, PASSWORD, signIn, test } from './helpers';

// Issue 38 items 4 and 6 (docs/settlement.md «Bundle close and statements»): the demo player plays
// their bundle's length (3,000 tournaments, reported as balance changes of room 7, allowed untracked
// input, the balance 2,000 up), the manager changes and restores «Настройки расчётов», closes the
// bundle with «Закрыть выбранные» in the back office, the player finds
// the frozen statement in «Выписки по пакетам» with its lines and hashes. Item 5 («Accept or
// dispute»): the player disputes the payout line with a comment and a link, the manager answers
// «Исправлено» with a correction of 25 in «Оспоренные строки выписок», the player sees the answer and accepts; the manager
// finds the statement in the payouts' queue («Выплаты по принятым выпискам») with its own amount
// and pays it. The
// answer and the payout reach the player's open statement live; staff see it paid in the player's
// «Выписки» on «Пользователи».
test.setTimeout(120_000);

test('the manager closes the demo player’s bundle; the player sees the statement in the history', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const token = (
    await (await request.post('/api/token/', { data: { username: 'player', password: PASSWORD } })).json()
  ).access as string;
  const headers = { authorization: `Bearer ${token}` };
  const cards = (await (await request.get('/api/accounting/accountcards/', { headers })).json()).data as {
    room: { id: number };
    account_record: { id: number };
    end_balance: string;
  }[];
  const room7 = cards.find((card) => card.room.id === 7)!;
  const length = (await (await request.get('/api/accounting/settlement/preview/', { headers })).json()).data
    .terms.amount_games as number;
  // The current bundle's reports already count 170 tournaments; 40 is a report's most. Room 7 ends
  // 2,000 up, so the player's share clears the seeded debts (789) and the statement pays something.
  for (let count = 170; count < length; count += 40) {
    const res = await request.post('/api/accounting/accountrecordbalances/', {
      headers,
      data: {
        account_record: room7.account_record.id,
        balance: Number(room7.end_balance) + 2000,
        tournaments_count: 40,
      },
    });
    expect(res.status()).toBe(200);
  }

  const managerContext = await newContext(browser, { baseURL });
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager');
  await expect(manager).toHaveURL(/\/backoffice$/);
  // «Настройки расчётов»: the fund's days to answer, changed and set back (audited by the API).
  const settings = manager.getByTestId('settlement-settings');
  for (const days of ['4', '3']) {
    await settings.getByRole('button', { name: 'Изменить' }).click();
    const edit = manager.getByRole('dialog', { name: 'Настройки расчётов' });
    await edit.getByLabel('Дней на ответ по выписке').fill(days);
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit).toBeHidden();
    await expect(settings).toContainText(`Дней на ответ по выписке: ${days}`);
  }
  // «Закрыть выбранные»: the player's bundle chosen and closed in one request.
  const due = manager.getByTestId('due-bundles');
  const row = due.getByRole('row').filter({ hasText: 'player' }).filter({ hasText: 'Длина пакета сыграна' });
  await expect(row).toContainText('Пакет 5');
  await row.getByRole('checkbox', { name: 'Выбрать: player, пакет 5' }).check();
  await due.getByRole('button', { name: 'Закрыть выбранные (1)' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Закрыть выбранные пакеты' });
  const chosen = dialog.getByTestId('close-many-list');
  await expect(chosen).toContainText('player, Пакет 5');
  const payout = ((await chosen.textContent()) ?? '').replace(/^.*К выплате:/, '').trim();
  await dialog.getByRole('button', { name: 'Закрыть выбранные (1)' }).click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByTestId('close-results')).toContainText('player, пакет 5: закрыт, выписка № 1');
  await expect(row).toHaveCount(0);
  await managerContext.close();

  await openDashboard(page);
  await page.getByRole('button', { name: 'Если рассчитаться сейчас' }).click();
  const settlement = page.getByRole('dialog', { name: 'Если рассчитаться сейчас' });
  await settlement.getByRole('button', { name: 'Выписки по пакетам' }).click();
  const history = page.getByRole('dialog', { name: 'Выписки по пакетам' });
  const statement = history.getByTestId('statement-row-1');
  await expect(statement).toContainText('Пакет 5');
  await expect(statement).toContainText(payout);
  await statement.getByRole('button', { name: 'Выписка № 1' }).click();
  await expect(history.getByTestId('statement-payout')).toContainText(payout);
  await expect(history.getByTestId('statement-lines')).toContainText('IPetrovACR');
  await expect(history.getByTestId('statement-hashes')).toContainText('нет (первая выписка)');
  await expect(history.getByTestId('content-sha256')).toHaveText(/^[0-9a-f]{64}$/);

  // Item 5: the player disputes the payout line.
  await expect(history.getByTestId('statement-status')).toContainText('Ждёт ответа игрока');
  await history.getByRole('button', { name: 'Оспорить: К выплате' }).click();
  await history.getByLabel('Что не так').fill('Выплата меньше моего подсчёта');
  await history.getByLabel('Ссылка на подтверждение').fill('https://prnt.sc/e2e-statement');
  await history.getByRole('button', { name: 'Отправить' }).click();
  await expect(history.getByTestId('dispute-figure:payout')).toContainText('Ответа фонда пока нет.');
  await expect(history.getByTestId('statement-status')).toContainText('Оспорена: ждёт ответа фонда');

  // The manager rejects it with a reason.
  const answerContext = await newContext(browser, { baseURL });
  const answering = await answerContext.newPage();
  await signIn(answering, 'manager');
  const line = answering
    .getByTestId('disputed-lines')
    .getByRole('row')
    .filter({ hasText: 'player' })
    .filter({ hasText: 'Выплата меньше моего подсчёта' });
  await expect(line).toContainText('К выплате');
  await line.getByRole('button', { name: 'Исправлено' }).click();
  const answer = answering.getByRole('dialog', { name: 'Исправлено: К выплате' });
  await answer.getByLabel(/Причина/).fill('Не учли рейкбек');
  await answer.getByLabel(/Сумма исправления/).fill('25');
  await answer.getByRole('button', { name: 'Исправлено' }).click();
  await expect(answer).toBeHidden();
  await expect(line).toHaveCount(0);
  await answerContext.close();

  // The player sees the answer live, in the statement still open, and accepts.
  await expect(history.getByTestId('dispute-figure:payout')).toContainText(
    'Ответ фонда: Исправлено — Не учли рейкбекИсправление: +25.00 USD в следующей выписке',
  );
  await expect(history.getByTestId('statement-status')).toContainText('Фонд ответил: ждёт принятия');
  await history.getByRole('button', { name: 'Принять' }).click();
  await expect(history.getByTestId('statement-status')).toContainText('Принята');
  await expect(history.getByRole('button', { name: 'Принять' })).toHaveCount(0);

  // The accepted statement waits to be paid with its own amount; the manager pays it.
  const payContext = await newContext(browser, { baseURL });
  const paying = await payContext.newPage();
  await signIn(paying, 'manager');
  await paying.getByRole('tab', { name: 'Расчёты' }).click();
  const toPay = paying.getByTestId('statement-payouts').getByRole('row').filter({ hasText: 'player' });
  await expect(toPay).toContainText('Выписка № 1 · Пакет 5');
  await expect(toPay).toContainText(payout);
  await toPay.getByRole('button', { name: 'Выплатить' }).click();
  const payDialog = paying.getByRole('dialog', { name: 'Выплатить' });
  await expect(payDialog).toContainText(`по выписке № 1: ${payout}?`);
  await payDialog.getByRole('button', { name: 'Выплатить' }).click();
  await expect(payDialog).toBeHidden();
  await expect(toPay).toHaveCount(0);

  // The player's open statement shows the payout live; staff read it in the player's «Выписки».
  await expect(history.getByTestId('statement-paid')).toContainText('Выплачено');
  await expect(history.getByTestId('statement-paid')).toContainText(payout);
  await paying.goto('/backoffice/people?search=player');
  await paying.getByTestId('user-player').getByRole('button', { name: 'Выписки', exact: true }).click();
  const statements = paying.getByRole('dialog', { name: 'Выписки по пакетам: player' });
  await expect(statements.getByTestId('statement-1')).toContainText('Принята');
  await expect(statements.getByTestId('statement-1')).toContainText('Выплачено');
  await expect(statements.getByTestId('statement-1')).toContainText(payout);
  await payContext.close();

  // The correction is a new entry: the next bundle's preview pays it under «Исправления по выпискам»
  // (the close settled the seeded debts, so nothing else is deducted).
  await page.getByRole('button', { name: 'Назад к расчёту' }).click();
  await expect(settlement).toContainText('Пакет 6');
  const preview = settlement.getByRole('table', { name: 'Если рассчитаться сейчас' });
  await expect(preview).toContainText('Исправления по выпискам');
  await expect(preview.getByTestId('figure-payout')).toContainText('$25.00');
});
