import { formatProcessDate } from '../lib/special-dates';
import { formatCentavos } from '../contract/money';
import { BareGroup } from './bare/bare-group';
import { BareText } from './bare/bare-text';

interface ProcessValueAndDateProps {
  /** Centavos; null when the court gave none. */
  causeValue: number | null;
  distributionDate: string | null;
}

/** "Valor: … · Distribuição: …", the same line on every process card (Mantine's markup, without its runtime). */
export function ProcessValueAndDate({ causeValue, distributionDate }: ProcessValueAndDateProps) {
  return (
    <BareGroup gap="var(--mantine-spacing-md)">
      <BareText size="xs">Valor: {causeValue === null ? '—' : formatCentavos(causeValue)}</BareText>
      <BareText size="xs">Distribuição: {formatProcessDate(distributionDate)}</BareText>
    </BareGroup>
  );
}
