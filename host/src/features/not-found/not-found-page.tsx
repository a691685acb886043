import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { t } from '../../texts';

export function NotFoundPage() {
  return (
    <Center py={80}>
      <Stack align="center">
        {/* The shell's header is the page's h1 ('Страница не найдена'). */}
        <Title order={2}>{t.notFoundTitle}</Title>
        <Text c="dimmed">{t.notFoundHeader}</Text>
        <Button component={Link} to="/">
          {t.backHome}
        </Button>
      </Stack>
    </Center>
  );
}
