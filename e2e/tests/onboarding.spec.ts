import { expect, test } from './helpers';

// The newbie demo user has accounts and no form: the wizard replaces the shell until it is sent.
test('newbie completes the wizard with a failed step on the way, then sees the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Логин').fill('newbie');
  await page.getByLabel('Пароль').fill('demo-password');
  await page.getByRole('button', { name: 'Вход' }).click();
  const wizard = page.getByTestId('onboarding-wizard');
  await expect(wizard.getByText('Анкета нового игрока')).toBeVisible();
  for (const step of ['Персональные данные', 'Кошельки Skrill', 'Никнеймы в румах']) {
    await expect(wizard.getByText(step)).toBeVisible();
  }
  await expect(page.getByTestId('drawer')).toHaveCount(0);

  // Step 1 gate: nothing filled → the step does not advance.
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(wizard.getByText('Обязательное поле')).toHaveCount(2);
  await page.getByLabel('Дата рождения').fill('31.02.1998');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(wizard.getByText('Некорректная дата')).toBeVisible();
  await page.getByLabel('Дата рождения').fill('21.07.1998');
  await page.getByRole('combobox', { name: 'Страна проживания' }).click();
  await page.getByRole('option', { name: 'Казахстан' }).click();
  await page.getByRole('button', { name: 'Дальше' }).click();

  // Step 2 gate: a bad e-mail is refused; Back keeps what was typed.
  await page.getByLabel('E-mail Skrill USD').fill('alexey.smirnov');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(wizard.getByText('Некорректный e-mail')).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByLabel('Дата рождения')).toHaveValue('21.07.1998');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByLabel('E-mail Skrill USD').fill('alexey.smirnov@example.com');
  await page.getByLabel('E-mail Skrill EUR').fill('alexey.smirnov@example.com');
  await page.getByRole('combobox', { name: 'Резидентство Skrill' }).click();
  await page.getByRole('option').first().click();
  await expect(wizard.getByRole('link', { name: 'Инструкция' })).toBeVisible();
  await page.getByRole('button', { name: 'Дальше' }).click();

  // Step 3: a block per account; e-mail only where the room needs it.
  await expect(wizard.getByText('Не забудьте включить публичную статистику в каждом руме.')).toBeVisible();
  const gg = page.getByTestId('room-14');
  await expect(gg.getByLabel('Никнейм')).toHaveValue('NewbieGG');
  await expect(page.getByTestId('room-23').getByLabel('E-mail')).toHaveCount(0);
  await gg.getByLabel('E-mail').fill('alexey.smirnov@example.com');
  for (const room of ['room-14', 'room-23', 'room-42']) {
    await page.getByTestId(room).getByLabel('Баланс').fill('150.25');
    await page.getByTestId(room).getByLabel('Ссылка на скриншот кассы').fill('https://prnt.sc/cashier-1');
  }
  await page.getByRole('button', { name: 'Дальше' }).click();

  // Steps 4 and 5: questions 1-5 and 6-10; submitting with an empty answer goes back to it.
  await expect(page.getByRole('textbox', { name: /^1\. / })).toBeVisible();
  for (let i = 1; i <= 4; i++)
    await page.getByRole('textbox', { name: new RegExp(`^${i}\\. `) }).fill(`Ответ ${i}`);
  await page.getByRole('button', { name: 'Дальше' }).click();
  for (let i = 6; i <= 10; i++)
    await page.getByRole('textbox', { name: new RegExp(`^${i}\\. `) }).fill(`Ответ ${i}`);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('textbox', { name: /^5\. / })).toBeVisible();
  await expect(wizard.getByText('Ответ обязателен')).toBeVisible();
  await page.getByRole('textbox', { name: /^5\. / }).fill('Ответ 5');
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByRole('button', { name: 'Отправить' }).click();

  // Sent: the form query is invalidated and the shell with the dashboard appears.
  await expect(page.getByTestId('drawer')).toBeVisible();
  await expect(page.getByTestId('section-title')).toHaveText('Главная');
  await expect(page.getByTestId('onboarding-wizard')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('drawer')).toBeVisible();
});
