import { Stack, Text, Title } from '@mantine/core';

/** /atividades — searched, monitored and paused documents with their analyses. */
export function ActivitiesPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Consultas e monitoramento
        </Title>
        <Text c="dimmed" size="sm">
          Documentos consultados, monitorados ou pausados, com as análises de risco de cada um.
        </Text>
      </div>
    </Stack>
  );
}
