const MOSCOW_TIME = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as the API's Russian answers write it: '27.11.2026 18:05' (Moscow time; the text adds «МСК»). */
export const moscowTime = (moment: Date | string) => MOSCOW_TIME.format(new Date(moment)).replace(', ', ' ');
