import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../contract/brand';

/** Screens of later versions: say so plainly instead of a dead link. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconTools size={30} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            Em breve
          </Text>
          <Text c="dimmed" maw={520}>
            {description} Esta tela chega em uma próxima versão do {PRODUCT_NAME}.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
