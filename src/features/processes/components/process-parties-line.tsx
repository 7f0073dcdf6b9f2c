import { BareText } from '../../../components/bare/bare-text';
import { stripPartName } from '../../../contract/party-name';

interface Props {
  authors: readonly string[];
  defendants: readonly string[];
  size?: 'xs' | 'sm';
}

function names(list: readonly string[]): string {
  if (list.length === 0) return 'Não informado';
  const shown = list.slice(0, 2).map(stripPartName).join(', ');
  return list.length > 2 ? `${shown} e mais ${list.length - 2}` : shown;
}

/** "Autores × Réus", names stripped (docs/product.md#party-names). Mantine's Text markup, without its runtime. */
export function ProcessPartiesLine({ authors, defendants, size = 'sm' }: Props) {
  return (
    <BareText size={size}>
      {names(authors)}{' '}
      <BareText span dimmed size={size} aria-label="contra">
        ×
      </BareText>{' '}
      {names(defendants)}
    </BareText>
  );
}
