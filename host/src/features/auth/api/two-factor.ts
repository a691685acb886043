import { api } from '@fund/shared/api';
import { useAuthStore } from '@fund/shared/auth';
import type { TokenPair } from '@fund/shared/schemas/auth';

/** The code step of a sign-in (issue 41): the challenge with a code or a recovery code → the tokens. */
export async function completeSignIn(
  challenge: string,
  factor: { code: string } | { recovery_code: string },
  username: string,
): Promise<void> {
  const tokens = await api.post<TokenPair>(
    '/api/token/two-factor/',
    { challenge, ...factor },
    { silent: true },
  );
  useAuthStore.getState().setTokens(tokens);
  useAuthStore.getState().setProfile({ username });
}
