import { FetchError } from '@fund/shared/api';
import { useSingleFlight } from '@fund/shared/query';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { tf } from '../../lib/two-factor/texts';
import { completeSignIn } from './api/two-factor';

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
 * recovery code behind a link; «Войти заново» goes back to the password.
 */
export default function TwoFactorStep(props: { step: string[]; onRestart: (none?: undefined) => void }) {
  const [challenge = '', username = ''] = props.step;
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = useSingleFlight(async () => {
    setFailure(null);
    setPending(true);
    try {
      const factor = recovery ? { recovery_code: value } : { code: value };
      await completeSignIn(challenge, factor, username);
    } catch (e) {
      setFailure(failureText(e));
      setValue('');
    } finally {
      setPending(false);
    }
  });
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
