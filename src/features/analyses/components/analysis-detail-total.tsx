import { BareText } from '../../../components/bare/bare-text';
import { formatCentavos } from '../../../contract/money';
import { formatCount } from '../../../contract/plural';

/** One of the category's five totals: a label, the count and the amount (Mantine's Texts without their runtime). */
export function AnalysisDetailTotal({ label, count, amount }: { label: string; count: number; amount: number }) {
  return (
    <div>
      <BareText size="xs" dimmed>
        {label}
      </BareText>
      <BareText fontWeight={600}>{formatCount(count)}</BareText>
      <BareText size="xs">{formatCentavos(amount)}</BareText>
    </div>
  );
}
