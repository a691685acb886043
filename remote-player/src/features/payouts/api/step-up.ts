import { shellKeys } from '@fund/shared/query';
import type { TwoFactorStatus } from '@fund/shared/schemas/security';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../api/keys';

/**
 * The shell's key of the user's 2FA status (the host's «Безопасность» page reads and refreshes the
 * same entry), not a key of the dashboard's: the dashboard's first view carries none of this.
 */
export const twoFactorKey = () => [...shellKeys.security(), 'two-factor'] as const;

/**
 * Whether the player confirms money leaving the fund by a code (two-factor sign-in on) or by the
 * password (issue 41 item 2); undefined until known. Asked when the payout dialog opens.
 */
export const useConfirmsByCode = () =>
  useQuery(readQuery<TwoFactorStatus>(twoFactorKey(), '/api/users/two-factor/')).data?.enabled;
