import { range, UTC_OFFSET_MAX, UTC_OFFSET_MIN } from '../ru';

/**
 * The scheduler's option names (spec 02 §2) and the messages of its rules that `ru.validation` has no text
 * for, apart from ru.ts so that the host's first view does not carry them: schemas/scheduler.ts reads them
 * (`SCHEDULER_TEXT`, `SCHEDULER_MESSAGES`).
 */
export const schedulerTexts = {
  messages: {
    endBeforeStart: 'Конец окна раньше начала в тот же день: выберите следующий день окончания',
    maxBelowMin: 'Максимум меньше минимума',
    unknownNetwork: 'Неизвестная сеть',
    utcOffsetRange: `Смещение от UTC ${range([UTC_OFFSET_MIN, UTC_OFFSET_MAX])} минут`,
  },
  types: { regular: 'Regular', turbo: 'Turbo' },
  bounty: { freezeout: 'Freezeout', knockout: 'Knockout/Bounty', rebuy: 'Rebuy' },
  ratings: { '2': 'Best', '1': 'Good', '0': 'Average', '-1': 'Bad', '-2': 'Forbidden' },
} as const;
