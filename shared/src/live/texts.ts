/** The toasts of staff decisions, by queue; the audit log names the same decisions with them. */
export const liveDecisionTexts = {
  deposit_requests: { approved: 'Депозит проведён', rejected: 'Депозит отклонён' },
  cash_flows: { approved: 'Движение средств проведено', rejected: 'Движение средств отклонено' },
  payout_requests: { approved: 'Выплата проведена', rejected: 'Выплата отклонена' },
  personal_funds_movements: {
    approved: 'Движение личных средств проведено',
    rejected: 'Движение личных средств отклонено',
  },
};

/** The live events' texts (issue 39): the connection notice and the toasts of staff decisions. */
export const liveTexts = {
  offline: 'Нет связи, данные могут быть устаревшими',
  decisions: liveDecisionTexts as Record<string, Record<string, string>>,
};
