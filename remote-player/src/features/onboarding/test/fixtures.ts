import type { FormAccount } from '@fund/shared/schemas/onboarding-responses';

/** The one room account a new player fills in the wizard (a GGPoker account with an email). */
export const accounts: FormAccount[] = [
  {
    room_id: 14,
    room_name: 'GGPoker',
    room_description: '',
    room_account_id: 1,
    account_record_id: 11,
    room_account_name: 'NewbieGG',
    hasEmail: true,
  },
];
