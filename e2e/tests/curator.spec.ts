import type { Browser, Page } from '@playwright/test';
import { expect, newContext, signIn, test } from './helpers';

async function as(browser: Browser, username: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, username);
  return page;
}

async function pick(page: Page, ...students: string[]): Promise<void> {
  await page.goto('/students');
  for (const name of students) await page.getByRole('checkbox', { name, exact: true }).check();
}

const card = (page: Page, topic: string) => page.getByTestId('homework-card').filter({ hasText: topic });

test.describe('curator and student', () => {
  test('one homework for two students: the student writes, edits, completes; the curator closes it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const topic = `Разбор турнира ${Date.now()}`;
    const curator = await as(browser, 'curator');
    await pick(curator, 'player', 'anna.kuznetsova');
    await expect(curator.getByRole('tab', { name: 'Кастомная статистика' })).toHaveCount(0);
    await expect(curator.getByRole('tab', { name: 'EV анализ' })).toHaveCount(0);
    await expect(curator.getByRole('tab', { name: 'Sharkscope' })).toBeDisabled();

    await curator.getByRole('tab', { name: 'Домашние задания' }).click();
    await curator.getByRole('button', { name: 'Создать задание' }).click();
    const form = curator.getByTestId('homework-form');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Обязательное поле')).toBeVisible();
    await form.getByLabel('Тема').fill(topic);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form).toHaveCount(0);
    // Default deadline: the end of today (docs/ux-decisions.md), so a new homework is not overdue.
    await expect(card(curator, topic)).toHaveCount(2);
    await expect(card(curator, topic).filter({ hasText: 'anna.kuznetsova' })).toHaveAttribute(
      'data-color',
      'gray',
    );

    const student = await as(browser, 'player');
    await student.getByTestId('drawer').getByRole('link', { name: 'Работа над игрой' }).click();
    const own = card(student, topic);
    await expect(own).toHaveCount(1);
    await expect(own.getByTestId('badge-overdue')).toHaveCount(0);
    await own.click();
    const dialog = student.getByRole('dialog');
    const input = dialog.getByTestId('message-input');
    await input.fill('Сделал разбор, посмотрите');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByTestId('message-text')).toHaveText(['Сделал разбор, посмотрите']);
    await dialog.getByRole('button', { name: 'Изменить' }).click();
    await expect(input).toHaveValue('Сделал разбор, посмотрите');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(input).toHaveValue('');
    await dialog.getByRole('button', { name: 'Изменить' }).click();
    await input.fill('Сделал разбор 20 раздач, посмотрите');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByTestId('message-text')).toHaveText(['Сделал разбор 20 раздач, посмотрите']);
    await dialog.getByRole('button', { name: 'Отметить выполненным' }).click();
    // The student cannot take the mark back, so it is asked first.
    const completing = student.getByTestId('confirm-dialog');
    await expect(completing).toContainText('Отметить задание выполненным?');
    await completing.getByRole('button', { name: 'Отметить выполненным' }).click();
    await expect(dialog.first().getByTestId('badge-completed')).toHaveText('Выполнено');
    await expect(dialog.getByRole('button', { name: 'Отметить выполненным' })).toHaveCount(0);
    await student.keyboard.press('Escape');
    await expect(own).toHaveAttribute('data-color', 'green');

    // The curator's menu badge counts the new message until the homework is opened.
    await curator.reload();
    await expect(
      curator.getByTestId('student-row').filter({ hasText: 'player' }).getByTestId('student-unread'),
    ).toBeVisible();
    await curator.getByRole('checkbox', { name: 'player', exact: true }).check();
    await curator.getByRole('tab', { name: 'Домашние задания' }).click();
    const mine = card(curator, topic);
    await expect(mine.getByTestId('badge-completed')).toBeVisible();
    await expect(mine.getByTestId('homework-unread')).toHaveText('1');
    await mine.click();
    const detail = curator.getByRole('dialog').first();
    await expect(detail.getByTestId('message-text')).toHaveText(['Сделал разбор 20 раздач, посмотрите']);
    // The curator edits the topic (the author of the edit is recorded by the API).
    await detail.getByRole('button', { name: 'Изменить' }).click();
    const edit = curator.getByTestId('homework-form');
    await edit.getByLabel('Тема').fill(`${topic} (уточнено)`);
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit).toHaveCount(0);
    await expect(curator.getByRole('dialog').first()).toContainText(`${topic} (уточнено)`);
    await expect(curator.getByRole('dialog')).toHaveCount(1);
    await detail.getByRole('button', { name: 'Закрыть задание' }).click();
    const confirm = curator.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Закрыть задание?');
    await confirm.getByRole('button', { name: 'Закрыть задание' }).click();
    await expect(detail.getByTestId('badge-closed')).toHaveText('Закрыто');
    await expect(detail.getByRole('button', { name: 'Закрыть задание' })).toHaveCount(0);
    await curator.keyboard.press('Escape');
    await expect(mine.getByTestId('homework-unread')).toHaveCount(0);
    // The default filter hides closed homework.
    await expect(mine).toHaveCount(0);

    await student.reload();
    await student.getByTestId('homework-filter').click();
    await student.getByRole('option', { name: 'Все' }).click();
    await expect(card(student, topic).getByTestId('badge-closed')).toBeVisible();
    await card(student, topic).click();
    await expect(
      student.getByRole('dialog').getByRole('button', { name: 'Отметить выполненным' }),
    ).toHaveCount(0);
    // Closed is read-only on both sides: no message input, no «Изменить».
    await expect(student.getByRole('dialog').getByTestId('thread-closed')).toBeVisible();
    await expect(student.getByRole('dialog').getByTestId('message-input')).toHaveCount(0);
    await expect(student.getByRole('dialog').getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  });

  test('notes are added, edited and deleted', async ({ browser }) => {
    const text = `Заметка e2e ${Date.now()}`;
    const curator = await as(browser, 'curator');
    await pick(curator, 'sergey.volkov');
    await curator.getByRole('button', { name: 'Добавить заметку' }).click();
    const form = curator.getByTestId('note-form');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Обязательное поле').first()).toBeVisible();
    await form.getByLabel('Тип заметки').click();
    await curator.getByRole('option', { name: 'Прогресс' }).click();
    await form.getByLabel('Текст заметки').fill(text);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    const note = curator.getByTestId('note').filter({ hasText: text });
    await expect(note.getByTestId('note-type')).toHaveText('Прогресс');
    await expect(note).toContainText('Автор: curator');

    await note.getByRole('button', { name: 'Изменить' }).click();
    await form.getByLabel('Текст заметки').fill(`${text} (исправлено)`);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    const edited = curator.getByTestId('note').filter({ hasText: `${text} (исправлено)` });
    await expect(edited).toContainText('изменено: curator');

    await edited.getByRole('button', { name: 'Удалить' }).click();
    const confirm = curator.getByRole('dialog');
    await expect(confirm).toContainText('Вы уверены, что хотите удалить запись?');
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(edited).toHaveCount(1);
    await edited.getByRole('button', { name: 'Удалить' }).click();
    await curator.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(curator.getByTestId('note').filter({ hasText: text })).toHaveCount(0);
  });

  test('statistics and EV only for one student; add and delete shown disabled', async ({ browser }) => {
    const curator = await as(browser, 'curator');
    await curator.goto('/students');
    await curator.getByLabel('Поиск по имени').fill('SOKOL');
    await expect(curator.getByTestId('student-row')).toHaveCount(1);
    await curator.getByLabel('Поиск по имени').fill('');
    await pick(curator, 'player');
    // Notes: 10 per page by default, 'Все' shows every note of the student.
    await expect(curator.getByTestId('note')).toHaveCount(10);
    await curator.getByTestId('notes-paging').getByRole('combobox', { name: 'На странице' }).click();
    await curator.getByRole('option', { name: 'Все' }).click();
    await expect.poll(() => curator.getByTestId('note').count()).toBeGreaterThan(20);
    await curator.getByRole('tab', { name: 'Кастомная статистика' }).click();
    await expect(curator.getByTestId('base-rule')).toContainText('80 000');
    await expect(curator.getByTestId('stat-table')).toBeVisible();
    await expect(curator.getByRole('button', { name: 'Добавить запись' })).toBeDisabled();
    await expect(
      curator.getByTestId('stat-table').getByRole('button', { name: 'Удалить' }).first(),
    ).toBeDisabled();
    await curator.getByTestId('revision-selector').getByText('6').click();
    await expect(curator.getByTestId('stats-section').getByTestId('no-data')).toBeVisible();
    await curator.getByRole('tab', { name: 'EV анализ' }).click();
    await expect(curator.getByTestId('ev-table')).toBeVisible();
    await expect(curator.locator('.recharts-surface').first()).toBeVisible();
    await curator.getByRole('checkbox', { name: 'anna.kuznetsova', exact: true }).check();
    await expect(curator.getByRole('tab', { name: 'EV анализ' })).toHaveCount(0);
    await expect(curator.getByRole('tab', { name: 'Кастомная статистика' })).toHaveCount(0);
    await expect(curator.getByTestId('notes-section')).toBeVisible();

    const student = await as(browser, 'player');
    await student.goto('/player');
    await student.getByRole('tab', { name: 'Кастомная статистика' }).click();
    await expect(student.getByTestId('stat-table')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Добавить запись' })).toHaveCount(0);
    await expect(student.getByRole('tab', { name: 'Заметки' })).toHaveCount(0);
  });
});
