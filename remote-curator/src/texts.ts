import { ru } from '@fund/shared/i18n';
import { exportTexts } from '@fund/shared/i18n/exports';

const { words } = ru;
const { homework } = exportTexts;
const edited = 'изменено';

/** Texts of the curator area; the spec's wording where it gives one. */
export const t = {
  common: ru.common,
  studentsTitle: ru.shell.sections.students,
  playerTitle: ru.shell.sections.player,
  picker: {
    search: words.searchByName,
    pickFirst: 'Выберите одного или нескольких студентов',
    attention: words.needsAttention,
    unread: 'Непрочитанные сообщения',
    selectAll: 'Выбрать всех',
    clear: 'Сбросить выбор',
    /** The next page of the picker (issue 43: the list is paged on the server). */
    more: 'Показать ещё',
    shown: (shown: number, count: number) => `Показано ${shown} из ${count}`,
  },
  sections: {
    notes: 'Заметки',
    homework: 'Домашние задания',
    stats: 'Кастомная статистика',
    ev: 'EV анализ',
    sharkscope: 'Sharkscope',
    severalHidden: 'Статистика и EV анализ доступны, когда выбран один студент',
  },
  notes: {
    add: 'Добавить заметку',
    edit: words.edit,
    editTitle: 'Изменить заметку',
    type: 'Тип заметки',
    text: 'Текст заметки',
    author: 'Автор',
    edited,
    perPage: words.perPage,
    all: words.all,
  },
  homework: {
    empty: ru.curator.homeworkEmpty,
    create: 'Создать задание',
    createTitle: 'Новое домашнее задание',
    editTitle: 'Изменить задание',
    topic: homework.topic,
    deadline: homework.deadline,
    count: 'Всего',
    completedCount: homework.completed,
    overdueCount: homework.overdue,
    filter: words.show,
    filters: {
      not_closed: 'Не закрытые',
      completed: 'Выполненные',
      overdue: 'Просроченные',
      closed: 'Закрытые',
      all: words.all,
    },
    badges: { completed: homework.completed, closed: homework.closed, overdue: homework.overdue },
    markCompleted: 'Отметить выполненным',
    close: 'Закрыть задание',
    edit: words.edit,
    curator: words.curator,
    player: words.student,
    messages: homework.messages,
    noMessages: 'Сообщений пока нет',
    message: words.message,
    send: words.send,
    saveMessage: ru.common.save,
    editingMessage: 'Редактирование сообщения',
    edited,
    closeConfirm: 'Закрыть задание? После закрытия его нельзя будет изменить.',
    threadClosed: 'Задание закрыто: новые сообщения и правки не принимаются.',
    completeConfirm: 'Отметить задание выполненным? Снять отметку сможет только куратор.',
  },
  stats: {
    revision: 'Ревизия',
    field: 'Показатель',
    add: 'Добавить запись',
    addTitle: 'Новая запись статистики',
    disabled: 'Добавление и удаление статистики отключены в интерфейсе',
    baseRuleTitle: 'Правило баз',
    baseRule:
      'Базы собираются от 80 000 раздач, не чаще одного раза в два месяца. Если за два месяца набрано меньше 80 000 раздач, используются последние 80 000 раздач.',
  },
  ev: {
    spot: 'Спот',
    ev: 'EV',
    actual: 'Фактический результат',
    nm: 'Раздач',
    chartTitle: 'EV и фактический результат по периодам',
  },
} as const;
