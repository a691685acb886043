import { api } from '@fund/shared/api';
import { useAuthStore } from '@fund/shared/auth';
import type { SecondStepAnswer } from '@fund/shared/schemas/security';

/**
 * The token of a device trusted for 30 days (issue 41), one per username in this browser's local
 * storage. Kept here, in the code step's lazy chunk, not in the first view's auth store; signing
 * out keeps it (that is the point), the API refuses it once expired or revoked.
 */
const deviceKey = (username: string) => `fund-trusted-device:${username.toLowerCase()}`;

export const trustedDevice = (username: string): string | null => localStorage.getItem(deviceKey(username));

export const forgetTrustedDevice = (username: string) => localStorage.removeItem(deviceKey(username));

/**
 * The code step of a sign-in (issue 41): the challenge with a code, a recovery code or this
 * device's token → the tokens; `trust` asks for a device token, then kept for the next sign-in.
 */
export async function completeSignIn(
  challenge: string,
  factor: { code: string } | { recovery_code: string } | { device_token: string },
  username: string,
  trust = false,
): Promise<void> {
  const answer = await api.post<SecondStepAnswer>(
    '/api/token/two-factor/',
    { challenge, ...factor, ...(trust && { trust_device: true }) },
    { silent: true },
  );
  if (answer.device_token) localStorage.setItem(deviceKey(username), answer.device_token);
  useAuthStore.getState().setTokens({ access: answer.access, refresh: answer.refresh });
  useAuthStore.getState().setProfile({ username });
}
