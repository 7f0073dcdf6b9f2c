import { Text } from '@mantine/core';
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

/** "Autores × Réus", names stripped (docs/product.md#party-names). */
export function ProcessPartiesLine({ authors, defendants, size = 'sm' }: Props) {
  return (
    <Text size={size}>
      {names(authors)}{' '}
      <Text span c="dimmed" size={size} aria-label="contra">
        ×
      </Text>{' '}
      {names(defendants)}
    </Text>
  );
}
