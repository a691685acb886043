import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Center py={80}>
      <Stack align="center">
        {/* The shell's header is the page's h1 ('Страница не найдена'). */}
        <Title order={2}>Error 404</Title>
        <Text c="dimmed">Страница не найдена</Text>
        <Button component={Link} to="/">
          На главную
        </Button>
      </Stack>
    </Center>
  );
}
