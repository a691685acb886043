/** The toasts of staff decisions, by queue; the audit log names the same decisions with them. */
export const decisionTexts = {
  deposit_requests: { approved: 'Депозит проведён', rejected: 'Депозит отклонён' },
  cash_flows: { approved: 'Движение средств проведено', rejected: 'Движение средств отклонено' },
  payout_requests: { approved: 'Выплата проведена', rejected: 'Выплата отклонена' },
  personal_funds_movements: {
    approved: 'Движение личных средств проведено',
    rejected: 'Движение личных средств отклонено',
  },
};
