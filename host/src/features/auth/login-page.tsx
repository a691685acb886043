import { FetchError, login } from '@fund/shared/api';
import { useAuthStore } from '@fund/shared/auth';
import { ru } from '@fund/shared/i18n';
import { useSingleFlight } from '@fund/shared/query';
import { loginSchema } from '@fund/shared/schemas/auth';
import { useDocumentTitle } from '@fund/shared/ui/document-title';
import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loadSignedIn } from '../../load-signed-in';
import { t } from '../../texts';
import { returnPath } from './return-path';

const BAD_CREDENTIALS = t.login.badCredentials;
/** The code step of a user with two-factor sign-in (issue 41), loaded only when asked for. */
const TwoFactorStep = lazy(() => import('./two-factor-step'));

function failureText(e: unknown): string {
  if (e instanceof FetchError) {
    if (e.status === 401 || e.status === 400) return BAD_CREDENTIALS;
    if (e.status === 429) return t.login.tooManyAttempts;
  }
  return t.login.serverDown;
}

/** 'Личный кабинет': login and password, 'Вход'. */
export function LoginPage() {
  const signedIn = useAuthStore((s) => Boolean(s.access));
  const loading = useAuthStore((s) => s.loading);
  const setLoading = useAuthStore((s) => s.setLoading);
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string[]>();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const signIn = useSingleFlight(async ({ username, password }: { username: string; password: string }) => {
    setFailure(null);
    setLoading(true);
    try {
      const name = username.trim();
      const asked = await login(name, password);
      if (asked) setChallenge([asked, name]);
    } catch (e) {
      // The spec only logs a failed login; a user still has to see why nothing happened.
      console.error('Login failed', e instanceof FetchError ? e.status : e);
      setFailure(failureText(e));
    } finally {
      setLoading(false);
    }
  });

  useDocumentTitle(ru.login.submit);
  if (signedIn) return <Navigate to={returnPath(from)} replace />;
  const submit = form.onSubmit((values) => signIn(values));

  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} radius="lg">
        {challenge ? (
          <Suspense>
            <TwoFactorStep step={challenge} onRestart={setChallenge} />
          </Suspense>
        ) : (
          /* The signed-in chunk loads once the user types, not with /login itself. */
          <form onSubmit={submit} onInput={() => void loadSignedIn()} noValidate>
            <Stack>
              <Title order={1} size="h2" ta="center">
                {t.login.title}
              </Title>
              {failure && (
                <Alert color="red" data-testid="login-failure">
                  {failure}
                </Alert>
              )}
              <TextInput
                label={t.login.login}
                withAsterisk
                autoComplete="username"
                autoFocus
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label={t.login.password}
                withAsterisk
                autoComplete="current-password"
                {...form.getInputProps('password')}
              />
              <Button type="submit" loading={loading} fullWidth>
                {t.login.submit}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
