import { FetchError } from '@fund/shared/api';
import { useSingleFlight } from '@fund/shared/query';
import { Alert, Anchor, Button, Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { tf } from '../../lib/two-factor/texts';
import { completeSignIn, forgetTrustedDevice, trustedDevice } from './api/two-factor';

function failureText(e: unknown): string {
  if (e instanceof FetchError) {
    if (e.status === 429) return tf.tooMany;
    if (e.status === 401 && /устарел/.test(String(e.data?.detail))) return tf.expired;
    if (e.status === 401 || e.status === 400) return tf.wrong;
  }
  return tf.serverDown;
}

/**
 * The second step of a sign-in with two-factor protection (issue 41): «Код из приложения», or a
 * recovery code behind a link; «Войти заново» goes back to the password. A device trusted earlier
 * sends its token first and skips the code; one refused is forgotten and the code is asked.
 */
export default function TwoFactorStep(props: { step: string[]; onRestart: (none?: undefined) => void }) {
  const [challenge = '', username = ''] = props.step;
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [trust, setTrust] = useState(false);
  const [device, setDevice] = useState(() => trustedDevice(username));
  const tried = useRef(false);
  useEffect(() => {
    if (!device || tried.current) return;
    tried.current = true;
    completeSignIn(challenge, { device_token: device }, username).catch((e: unknown) => {
      if (e instanceof FetchError && e.status === 401 && !/устарел/.test(String(e.data?.detail))) {
        forgetTrustedDevice(username);
      } else {
        setFailure(failureText(e));
      }
      setDevice(null);
    });
  }, [challenge, device, username]);
  const submit = useSingleFlight(async () => {
    setFailure(null);
    setPending(true);
    try {
      const factor = recovery ? { recovery_code: value } : { code: value };
      await completeSignIn(challenge, factor, username, trust);
    } catch (e) {
      setFailure(failureText(e));
      setValue('');
    } finally {
      setPending(false);
    }
  });
  if (device) {
    return (
      <Stack align="center">
        <Loader size="sm" />
        <Text size="sm">{tf.trusted}</Text>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack>
        <Text size="sm">{recovery ? tf.recoveryHint : tf.hint}</Text>
        {failure && (
          <Alert color="red" data-testid="login-failure">
            {failure}
          </Alert>
        )}
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? tf.recovery : tf.code}
          withAsterisk
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <Checkbox
          label={tf.trust}
          description={tf.trustHint}
          checked={trust}
          onChange={(event) => setTrust(event.currentTarget.checked)}
        />
        <Button type="submit" loading={pending} disabled={!value.trim()} fullWidth>
          {tf.submit}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setFailure(null);
          }}
        >
          {recovery ? tf.useCode : tf.useRecovery}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => props.onRestart()}>
          {tf.back}
        </Anchor>
      </Stack>
    </form>
  );
}
