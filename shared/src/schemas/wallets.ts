import * as v from 'valibot';
import { body } from './common';
import { skrillEntries, skrillRule } from './onboarding';
import { oneStepUp, stepUpEntries } from './security';

/**
 * POST /api/users/wallets/ (issue 41 item 2): the Skrill wallets as the onboarding asks them, confirmed
 * like a payout (the password, or a code with 2FA on); a change holds payouts for 24 hours. A module
 * of its own: the sign-in and the first view load neither the onboarding's rules with the step-up's
 * nor this.
 */
export const walletChangeSchema = v.pipe(
  body({ ...skrillEntries, ...stepUpEntries }),
  skrillRule(),
  oneStepUp(),
);
export type WalletChange = v.InferOutput<typeof walletChangeSchema>;
