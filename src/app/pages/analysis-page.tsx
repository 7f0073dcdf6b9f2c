import { Stack, Title } from '@mantine/core';

/** /analises/:consumeId/:analysisId — one risk analysis: status, summary, detail, metrics, report. */
export function AnalysisPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Análise de risco
      </Title>
    </Stack>
  );
}
