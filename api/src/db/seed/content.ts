import type { Db } from '../types';

export async function seedContent(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO web_messages (type, text, active, audience) VALUES
     ('info', 'Отчёты за месяц и файлы рук загружайте до 5 числа.', true, 'player'),
     ('warning', 'Плановые работы на сервере в воскресенье с 03:00 до 04:00 МСК.', false, 'all')`,
  );
  await db.query(
    `INSERT INTO documents (title, url, sort) VALUES
     ('Правила фонда', 'https://docs.google.com/document/d/1fund-rules-2026/view', 1),
     ('Шаблон договора', 'https://docs.google.com/document/d/1contract-template/view', 2),
     ('Частые вопросы (FAQ)', 'https://docs.google.com/document/d/1fund-faq/view', 3),
     ('Инструкция по Skrill', 'https://docs.google.com/document/d/1skrill-howto/view', 4)`,
  );
}
