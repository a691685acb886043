import { ru } from '@fund/shared/i18n';
import { t as shared } from '../../ui/texts';

/** The summary and statistics cards and the contract chart, over the dashboard's shared texts. */
export const t = {
  ...shared,
  bonus: ru.home.bonus,
  personalFunds: ru.words.personalFunds,
  aboutCard: (title: string) => `Пояснение: ${title}`,
  personalFundsTip: 'Ваши личные средства в фонде и общий баланс с учётом балансов в румах',
  contract: 'Контракт',
  contractTip: 'Результат текущего контракта по валютам (курс в скобках) и результат за всё время',
  bundle: 'Пакет',
  bundleTip: 'Результат текущего пакета по валютам (курс в скобках)',
  allTime: ru.words.allTime,
  total: 'Общий баланс',
  chart: 'Результат контракта по пакетам',
  bundleLabel: ru.words.bundleNumber,
  chartResult: 'Результат, $',
  chartUnavailable: 'Не удалось загрузить график. Обновите страницу.',
  shark: 'Статистика за 30 дней',
  sharkLink: 'Открыть SharkScope',
  bonusCard: ru.home.bonus,
  debts: 'Задолженности',
  entriesContract: 'Турниров за контракт',
  entriesBundle: 'Турниров за пакет',
  updated: 'Обновлено',
} as const;
