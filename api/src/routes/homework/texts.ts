/** The homework list's paging (issue 43): GET /api/homework/?after=, and a page by number too far. */
export const HOMEWORK_PAGING_TEXT = {
  cursor:
    'Некорректный курсор страницы: ожидается «срок|id» последнего задания предыдущей страницы (срок как 2026-01-31T12:00:00.000Z)',
  pageTooFar: 'Страница слишком далеко от начала и конца списка: сузьте фильтр или выберите меньше учеников.',
};
