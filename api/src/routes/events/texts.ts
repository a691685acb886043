/** The events route's answers (issue 39). */
export const eventTexts = {
  notEventStream: 'Поток событий отдаётся только как text/event-stream (заголовок Accept).',
};
