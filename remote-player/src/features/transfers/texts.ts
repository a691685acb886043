import { ru } from '@fund/shared/i18n';
import { t as shared } from '../../ui/texts';

/** The transfers table, its hold and confirm dialogs and the balance transfer, over the dashboard's shared texts. */
export const t = {
  ...shared,
  addFee: ru.home.addFee,
  transfers: 'Переводы',
  toSend: 'Отправить',
  toReceive: 'Получить',
  hold: 'Зарезервировать',
  confirm: 'Подтвердить',
  fund: 'Фонд',
  transferSubmit: 'Перевести',
  feeWarning: 'Сначала нажмите «Добавить комиссию»',
  amountToSend: 'К отправке',
  holdBefore: 'Зарезервировать',
  holdOnAccount: 'на счёте',
  done: {
    transfer: 'Перевод между счетами выполнен',
    confirmed: 'Перевод подтверждён',
    held: 'Перевод зарезервирован',
  },
} as const;
