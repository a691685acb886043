import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRETS } from '../api/src/db/seed/users';

/**
 * A demo user's access token from the API at `base` (e.g. `http://127.0.0.1:8060`). The demo
 * staff have two-factor sign-in on (issue 41: the seed enrols them with DEMO_TOTP_SECRETS), so
 * their sign-in answers a challenge, completed here with their authenticator's current code.
 */
export async function signIn(base: string, username: string): Promise<string> {
  const post = async (url: string, body: object) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sign-in of ${username}: ${url} ${res.status} ${await res.text()}`);
    return (await res.json()) as { access?: string; two_factor?: true; challenge?: string };
  };
  const first = await post('/api/token/', { username, password: 'demo-password' });
  if (!first.two_factor) return first.access!;
  const secret = DEMO_TOTP_SECRETS[username];
  if (!secret) throw new Error(`sign-in of ${username}: two-factor on, but not a demo staff member`);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
  return (await post('/api/token/two-factor/', { challenge: first.challenge, code })).access!;
}
