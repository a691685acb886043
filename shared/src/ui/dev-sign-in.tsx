import {
  Alert,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { FetchError, login, logout } from '../api';
import { useAuthStore } from '../auth';
import { ru } from '../i18n/ru';
import { standaloneTexts } from '../i18n/standalone/texts';
import { queryClient } from '../query';
import { shellQueries } from '../query/shell';

function failureText(e: unknown): string {
  if (e instanceof FetchError && (e.status === 400 || e.status === 401)) return ru.login.badCredentials;
  if (e instanceof FetchError && e.status === 429) return ru.login.tooManyAttempts;
  return standaloneTexts.apiDown;
}

/**
 * Standalone dev of a remote (`pnpm --filter ./remote-video dev`): its pages behind a sign-in
 * form against the API (the dev server proxies /api), so a remote team signs in by itself, no
 * host and no pasted tokens. Signed in, the permissions are loaded as the host's start does,
 * and a strip above the pages names the user and signs out.
 */
export function DevSignIn({ children }: { children: ReactNode }) {
  const access = useAuthStore((s) => s.access);
  const username = useAuthStore((s) => s.profile?.username);
  const setPermissions = useAuthStore((s) => s.setPermissions);
  const [form, setForm] = useState({ username: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!access) return;
    queryClient.fetchQuery(shellQueries.permissions()).then(setPermissions, () => undefined);
  }, [access, setPermissions]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await login(form.username.trim(), form.password);
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  if (access) {
    return (
      <>
        <Group justify="flex-end" gap="xs" px="md" py={4} bg="gray.1">
          <Text size="sm">
            {standaloneTexts.signedIn} · {username}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => void logout()}>
            {ru.shell.logout}
          </Button>
        </Group>
        {children}
      </>
    );
  }
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w={380} radius="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h3" ta="center">
              {standaloneTexts.title}
            </Title>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label={ru.login.login}
              autoComplete="username"
              required
              value={form.username}
              onChange={(e) => setForm({ ...form, username: e.currentTarget.value })}
            />
            <PasswordInput
              label={ru.login.password}
              autoComplete="current-password"
              required
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
            />
            <Button type="submit" loading={busy} fullWidth>
              {ru.login.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
