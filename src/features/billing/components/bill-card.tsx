import { Card, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { BillSummary } from '../../../contract/billing';
import { competenceLabel } from '../../../contract/constants/billing';
import { formatDate } from '../../../lib/format-date';
import { formatCentavos } from '../../../contract/money';

/** A bill below 768 px: the whole card opens its detail. */
export function BillCard({ bill, href }: { bill: BillSummary; href: string }) {
  return (
    <UnstyledButton
      component={Link}
      href={href}
      data-testid="bill-row"
      aria-label={`${competenceLabel(bill.competenceMonth)}, ${formatCentavos(bill.total)}`}
    >
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{competenceLabel(bill.competenceMonth)}</Text>
            <Text size="xs" c="dimmed">
              Vence em {formatDate(bill.dueDate)} · emitida em {formatDate(bill.createdAt)}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Text fw={600}>{formatCentavos(bill.total)}</Text>
            <IconChevronRight size={16} aria-hidden="true" />
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
