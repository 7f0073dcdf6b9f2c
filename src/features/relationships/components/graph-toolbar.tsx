import { Group, Switch } from '@mantine/core';
import { LazySelect } from '../../../components/lazy-select';
import { DEPTH_CHOICES, type RelationshipViewMode, type RelationshipViewState } from '../relationship-view-params';
import { LazySegmentedControl } from '../../../components/lazy-segmented-control';

interface Props {
  state: RelationshipViewState;
  mode: RelationshipViewMode;
  onChange: (patch: Partial<RelationshipViewState>) => void;
}

const depthLabel = (depth: number) =>
  depth === 0 ? 'Todos os níveis' : depth === 1 ? 'Só vínculos diretos' : `Até ${depth} vínculos`;

/** View (graph or table) and filters: only flagged, only active relations, depth. */
export function GraphToolbar({ state, mode, onChange }: Props) {
  return (
    <Group gap="md" align="center" wrap="wrap">
      <LazySegmentedControl
        aria-label="Forma de ver"
        value={mode}
        onChange={(value) => onChange({ mode: value as RelationshipViewMode })}
        data={[
          { value: 'grafo', label: 'Grafo' },
          { value: 'tabela', label: 'Tabela' },
        ]}
      />
      <Switch
        label="Só com risco"
        checked={state.onlyFlagged}
        onChange={(e) => onChange({ onlyFlagged: e.currentTarget.checked })}
      />
      <Switch
        label="Só vínculos ativos"
        checked={state.onlyActive}
        onChange={(e) => onChange({ onlyActive: e.currentTarget.checked })}
      />
      <LazySelect
        aria-label="Profundidade"
        w={190}
        allowDeselect={false}
        value={String(state.maxDepth)}
        onChange={(value) => onChange({ maxDepth: Number(value ?? 0) })}
        data={DEPTH_CHOICES.map((d) => ({ value: String(d), label: depthLabel(d) }))}
      />
    </Group>
  );
}
