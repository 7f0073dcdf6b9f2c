import { Card, Stack, Text } from '@mantine/core';
import { monthInWords } from '../../../contract/constants/billing';
import type { ProjectedBill } from '../projected-bill';
import { formatCentavos } from '../../../contract/money';

/** The open month's bill as it is heading: R$ so far and R$ at the month's end at the current pace. */
export function ProjectedBillCard({ projection }: { projection: ProjectedBill }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="projected-bill-title"
      data-testid="projected-bill"
    >
      <Stack gap={4}>
        <Text fw={600} id="projected-bill-title">
          Fatura prevista de {monthInWords(projection.month)}
        </Text>
        <Text size="sm">
          <Text span fw={700} size="lg">
            {formatCentavos(projection.projected)}
          </Text>{' '}
          no ritmo atual · até hoje {formatCentavos(projection.soFar)}
        </Text>
        <Text size="xs" c="dimmed">
          A fatura é emitida no dia 1º do mês seguinte e vence no dia 10.
        </Text>
      </Stack>
    </Card>
  );
}
