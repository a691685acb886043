/** The live events' texts (issue 39): the connection notice (the decisions' toasts: i18n/decisions). */
export const liveTexts = {
  offline: 'Нет связи, данные могут быть устаревшими',
};
