import { ru } from '@fund/shared/i18n';
import { t as shared } from '../../ui/texts';

const hold = 'Зарезервировать';

/** The transfers table, its hold and confirm dialogs and the balance transfer, over the dashboard's shared texts. */
export const t = {
  ...shared,
  addFee: ru.home.addFee,
  transfers: ru.words.transfers,
  toSend: ru.words.send,
  toReceive: ru.words.receive,
  hold,
  confirm: 'Подтвердить',
  fund: ru.words.fund,
  transferSubmit: 'Перевести',
  feeWarning: 'Сначала нажмите «Добавить комиссию»',
  amountToSend: 'К отправке',
  holdBefore: hold,
  holdOnAccount: 'на счёте',
  done: {
    transfer: 'Перевод между счетами выполнен',
    confirmed: 'Перевод подтверждён',
    held: 'Перевод зарезервирован',
  },
} as const;
