// The floor of bench/bundles.mjs: the shell's own libraries (the workspace's pinned versions) with
// a login form and an AppShell, bundled by esbuild --bundle --minify as one script, with Mantine's
// styles.css beside it. What a single-bundle build of the shell's first view would cost.
import {
  Alert,
  AppShell,
  Burger,
  Button,
  Center,
  Group,
  MantineProvider,
  NavLink,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ofetch } from 'ofetch';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { create } from 'zustand';

const useAuth = create((set) => ({ access: null, setAccess: (access) => set({ access }) }));
const schema = v.object({
  username: v.pipe(v.string(), v.minLength(1, 'Введите логин')),
  password: v.pipe(v.string(), v.minLength(1, 'Введите пароль')),
});
const queryClient = new QueryClient();

function LoginPage() {
  const setAccess = useAuth((s) => s.setAccess);
  const navigate = useNavigate();
  const [failure, setFailure] = useState(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: (values) => {
      const r = v.safeParse(schema, values);
      return r.success ? {} : Object.fromEntries(r.issues.map((i) => [i.path?.[0]?.key, i.message]));
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const r = await ofetch('/api/auth/login/', { method: 'POST', body: values });
      setAccess(r.access);
      navigate('/');
    } catch {
      setFailure('Неверный логин или пароль');
    }
  });
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} radius="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2" ta="center">
              Личный кабинет
            </Title>
            {failure && <Alert color="red">{failure}</Alert>}
            <TextInput label="Логин" autoComplete="username" {...form.getInputProps('username')} />
            <PasswordInput
              label="Пароль"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth>
              Вход
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

function Shell() {
  const [opened, { toggle }] = useDisclosure();
  const access = useAuth((s) => s.access);
  const me = useQuery({ queryKey: ['me'], queryFn: () => ofetch('/api/users/current/'), enabled: !!access });
  if (!access) return <Navigate to="/login" replace />;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
    >
      <AppShell.Header>
        <Group h="100%" px="md">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" />
          <Text fw={700}>Личный кабинет</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <NavLink component={Link} to="/" label="Главная" />
        <NavLink label="Выход" onClick={() => notifications.show({ message: 'До свидания' })} />
      </AppShell.Navbar>
      <AppShell.Main>{me.data ? <Text>{me.data.username}</Text> : null}</AppShell.Main>
    </AppShell>
  );
}

createRoot(document.getElementById('root')).render(
  <MantineProvider>
    <Notifications />
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Shell />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </MantineProvider>,
);
