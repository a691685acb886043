import { notLonger, ru } from '../ru';

/** A disputed line's comment: at most this many characters. */
export const DISPUTE_COMMENT_MAX = 1000;

/**
 * Texts of contract terms and settlement (issue 38, docs/settlement.md): the terms' fields and
 * refusals (the API, the back office's form, the player's view) and «Если рассчитаться сейчас».
 * Apart from ru.ts so that the dashboard's first view does not carry them (the bundle budget).
 */
export const settlementTexts = {
  terms: 'Условия договора',
  /** Refusals of the terms' fields (400, on the field). */
  shareRange: 'Доля игрока — число от 0 до 100.',
  makeupAtEnd: 'Макап в конце договора: written_off (списывается) или owed (долг игрока).',
  amountGames: 'Длина пакета — целое число турниров от 0 до 100 000.',
  minBuyins: 'Минимум личных средств — целое число бай-инов от 0 до 100 000.',
  fields: {
    personal_share: 'Доля игрока, %',
    makeup_carried: 'Макап переносится в следующий пакет',
    makeup_at_end: 'Макап в конце договора',
    amount_games: 'Длина пакета, турниров',
    min_personalfunds_buyins: 'Минимум личных средств, бай-инов',
  },
  makeupAtEndValues: { written_off: 'Списывается', owed: 'Долг игрока' },
  yes: ru.words.yes,
  no: ru.words.no,
  current: (bundle: number) => `Действуют сейчас (с пакета ${bundle})`,
  next: (bundle: number) => `Изменение с пакета ${bundle}`,
  noNext: 'Изменений не запланировано.',
  appliesNext: 'Новые условия действуют со следующего пакета; текущий пакет рассчитывается по прежним.',
  save: 'Сохранить условия',
  /** «Если рассчитаться сейчас» (issue 38 item 3; its title is the dashboard's, remote-player/src/ui/texts.ts). */
  bundle: ru.words.bundleNumber,
  chain: {
    result: 'Результат пакета',
    makeup_before: 'Макап до пакета',
    after_makeup: 'После макапа',
    player_share: 'Доля игрока',
    fund_share: 'Доля фонда',
    deductions: 'Удержания',
    payout: 'К выплате',
    makeup_after: 'Макап после',
    makeup_written_off: 'Макап списан (конец договора)',
  },
  minFunds: 'Минимум личных средств',
  minFundsRule: (buyins: number, abi: string, value: string) =>
    `${buyins} × средний бай-ин за 30 дней (${abi}) = ${value}`,
  minFundsRefusal: (message: string) =>
    `Вывод личных средств сверх того, что выше минимума, будет отклонён: «${message}».`,
  nothing: 'Нет договора или пакета: рассчитывать нечего.',
  /** Bundle close and statements (issue 38 items 4 and 6). */
  statement: 'Выписка по пакету',
  statements: 'Выписки по пакетам',
  closed: 'Пакет закрыт, выписка сформирована',
  dueTitle: 'Пакеты к закрытию',
  dueNone: 'Нет пакетов к закрытию.',
  close: 'Закрыть пакет',
  closeConfirm: (username: string, bundle: number) =>
    `Закрыть пакет ${bundle} игрока ${username}? Выписка будет зафиксирована и больше не изменится; откроется следующий пакет.`,
  games: (games: number, length: number) => `Сыграно ${games} из ${length}`,
  reached: 'Длина пакета сыграна',
  expired: 'Срок пакета наступил',
  noFigures: 'Не текущий пакет договора: расчёта нет.',
  statementNumber: (n: number) => `Выписка № ${n}`,
  statementsNone: 'Выписок пока нет: ни один пакет не закрыт.',
  makeupOverTime: 'Макап по пакетам',
  closedAt: 'Закрыт',
  contentHash: 'SHA-256 выписки',
  previousHash: 'SHA-256 предыдущей выписки',
  firstInChain: 'нет (первая выписка)',
  lines: 'Строки выписки',
  open: 'Открыть',
  backToList: 'Назад к выпискам',
  backToPreview: 'Назад к расчёту',
  lineAccounts: 'Результат по счетам',
  /** Accept or dispute (issue 38 item 5): the statement's status as the reads derive it. */
  status: {
    awaiting: 'Ждёт ответа игрока',
    disputed: 'Оспорена: ждёт ответа фонда',
    answered: 'Фонд ответил: ждёт принятия',
    accepted: 'Принята',
    accepted_by_silence: 'Принята молчанием (срок прошёл)',
  },
  deadline: (when: string) => `Срок ответа: до ${when}`,
  accept: 'Принять',
  dispute: 'Оспорить строку',
  disputeTitle: (line: string) => `Оспорить: ${line}`,
  disputeComment: 'Что не так',
  evidenceLink: 'Ссылка на подтверждение',
  send: ru.words.send,
  disputed: 'Оспорено',
  disputedLine: 'Оспоренная строка выписки',
  auditAccepted: 'Выписка принята игроком',
  auditDisputed: 'Строка выписки оспорена',
  auditAnswered: 'Ответ на оспоренную строку',
  noAnswerYet: 'Ответа фонда пока нет.',
  decisions: { rejected: ru.words.rejected, corrected: 'Исправлено' },
  /** A correction by a new entry (migration 151): the amount the next statement settles. */
  correction: 'Сумма исправления, USD (необязательно)',
  /** The debt category the corrections are written in (migration 151 creates it by this name). */
  correctionsCategory: 'Исправления по выпискам',
  correctionHint: '+ фонд должен игроку, − игрок должен фонду; попадёт в следующую выписку.',
  correctionLine: (amount: string) => `Исправление: ${amount} USD в следующей выписке`,
  correctionEntry: (statement: number, reason: string) => `Исправление по выписке № ${statement}: ${reason}`,
  /** The debt rows a close writes for what it settled (the balance goes down by each deduction). */
  settledDebt: (statement: number) => `Удержано по выписке № ${statement}`,
  settledCredit: (statement: number) => `Выплачено по выписке № ${statement}`,
  answerReason: 'Ответ фонда',
  disputesTitle: 'Оспоренные строки выписок',
  disputesNone: 'Нет оспоренных строк без ответа.',
  lineKinds: {
    figure: 'Итог',
    account: ru.words.ledgerAccount,
    movement: 'Движение',
    deduction: 'Удержание',
    bundle: 'Пакет (макап)',
  },
  /** Refusals (the API answers them; the forms show them on the field). */
  lineMissing: 'Такой строки в выписке нет.',
  commentMax: notLonger(ru.words.comment, DISPUTE_COMMENT_MAX),
  decision: 'Ответ: rejected (отклонено) или corrected (исправлено).',
  alreadyAccepted: 'Выписка уже принята.',
  acceptedBySilence: 'Срок ответа прошёл: выписка принята молчанием.',
  disputePassed: 'Срок оспаривания выписки прошёл.',
  lineDisputed: 'Эта строка уже оспорена.',
  waitAnswers: 'Фонд ещё не ответил на оспоренные строки: примите выписку после ответа.',
  disputeNotFound: 'Оспоренная строка не найдена.',
  disputeAnswered: 'На эту строку уже ответили.',
  correctionRejected: 'Сумма исправления — только для ответа «Исправлено».',
  correctionZero: 'Сумма исправления не может быть нулём.',
  correctionRange: 'Сумма исправления — от −1 000 000.00 до 1 000 000.00 USD.',
  /** Payouts of accepted statements (issue 38 item 5). */
  payoutsTitle: 'Выплаты по принятым выпискам',
  payoutsNone: 'Нет принятых выписок к выплате.',
  pay: 'Выплатить',
  payConfirm: (username: string, statement: number, amount: string) =>
    `Отметить выплату игроку ${username} по выписке № ${statement}: ${amount}? Сумма берётся из выписки.`,
  notAccepted: 'Выписка ещё не принята: выплатить можно только принятую.',
  alreadyPaid: 'Выплата по этой выписке уже отмечена.',
  nothingToPay: 'По этой выписке выплачивать нечего.',
  auditPaid: 'Выплата по выписке',
  /** The fund's settlement settings (the days to answer a statement). */
  settings: 'Настройки расчётов',
  auditSettings: 'Настройки расчётов изменены',
  disputeDays: 'Дней на ответ по выписке',
  disputeDaysHint: 'Сколько дней у игрока, чтобы принять или оспорить выписку; молчание — согласие.',
  disputeDaysRange: 'Срок ответа — целое число дней от 1 до 60.',
};
