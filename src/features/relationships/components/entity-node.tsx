import { Badge, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { RISK_KIND_LABELS, RELATIONSHIP_LOOKUP_FAILED, RELATIONSHIP_RETRY_LABEL, type RiskKind } from '../../../contract/constants/relationships';
import type { RelationshipEntity } from '../../../contract/relationships';
import { displayDocument } from '../relationship-format';
import classes from './relationship-graph.module.css';

/** What a node needs to draw itself; the callbacks come from the graph (one set for every node). */
export interface EntityNodeData extends Record<string, unknown> {
  entity: RelationshipEntity;
  /** The height the layout reserved. */
  height: number;
  kinds: RiskKind[];
  distance: string;
  isRoot: boolean;
  /** 'more': it has unloaded ties; 'busy': loading them; 'offline': it has some but there is no connection. */
  expand: 'none' | 'more' | 'busy' | 'offline';
  hasPath: boolean;
  onPath: boolean;
  canRetry: boolean;
  retrying: boolean;
  vertical: boolean;
  actions: EntityNodeActions;
}

export interface EntityNodeActions {
  expand: (entity: RelationshipEntity) => void;
  evidence: (entity: RelationshipEntity, kind: RiskKind) => void;
  path: (entity: RelationshipEntity) => void;
  retry: (entity: RelationshipEntity) => void;
}

export type EntityFlowNode = Node<EntityNodeData, 'entity'>;

const KIND_COLORS: Record<RiskKind, string> = { Protesto: '#9c3a00', PEPOccurence: 'grape.9', wasPreviouslySanctioned: 'red.9', IsCurrentlyPresentOnSource: 'red.9' };

/**
 * One entity drawn as DOM: its name is a real button (tap or Enter expands it), its risk chips open the evidence.
 * Keyboard and screen reader users reach each control with Tab; nothing depends on the pointer.
 */
function EntityNodeView({ data }: NodeProps<EntityFlowNode>) {
  const { entity, actions } = data;
  const flagged = data.kinds.length > 0;
  const expandLabel = data.expand === 'more' ? ', abrir vínculos' : '';
  return (
    <div className={classes.node} style={{ minHeight: data.height }} data-root={data.isRoot || undefined} data-flagged={flagged || undefined} data-path={data.onPath || undefined} data-testid="graph-node">
      <Handle type="target" position={data.vertical ? Position.Top : Position.Left} isConnectable={false} className={classes.handle} />
      <UnstyledButton
        className={classes.nodeTitle}
        onClick={() => actions.expand(entity)}
        aria-label={`${entity.name}, ${entity.kind === 'PERSON' ? 'pessoa' : 'empresa'}, ${displayDocument(entity.documentNumber)}${expandLabel}`}
        aria-disabled={data.expand === 'none' || data.expand === 'offline' || undefined}
      >
        <Text size="sm" fw={700} lineClamp={2}>
          {entity.name}
        </Text>
        <Text size="xs" ff="monospace">
          {displayDocument(entity.documentNumber)}
        </Text>
        {data.expand === 'more' && (
          <Text size="xs" c="brand.8" fw={600} aria-hidden="true">
            + abrir vínculos
          </Text>
        )}
      </UnstyledButton>
      {entity.lookupFailed ? (
        <Stack gap={2} align="flex-start">
          <Text size="xs" c="red.9">{RELATIONSHIP_LOOKUP_FAILED}</Text>
          {data.canRetry && (
            <Button size="compact-xs" variant="light" color="red" loading={data.retrying} onClick={() => actions.retry(entity)} aria-label={`${RELATIONSHIP_RETRY_LABEL}: ${entity.name}`}>
              {RELATIONSHIP_RETRY_LABEL}
            </Button>
          )}
        </Stack>
      ) : (
        flagged && (
          <Group gap={4}>
            {data.kinds.map((kind) => (
              <Badge key={kind} component="button" type="button" size="sm" color={KIND_COLORS[kind]} className={classes.chip} onClick={() => actions.evidence(entity, kind)} aria-label={`${RISK_KIND_LABELS[kind].title}: ver evidência de ${entity.name}`}>
                {RISK_KIND_LABELS[kind].chip}
              </Badge>
            ))}
          </Group>
        )
      )}
      <Text size="xs" c="dark.4" lineClamp={2}>
        {data.distance}
      </Text>
      {data.hasPath && (
        <Button size="compact-xs" variant="subtle" className={classes.pathButton} onClick={() => actions.path(entity)} aria-pressed={data.onPath} aria-label={`Destacar o caminho de ${entity.name} até o risco`}>
          {data.onPath ? 'Ocultar caminho' : 'Ver caminho até o risco'}
        </Button>
      )}
      {data.expand === 'busy' && <Loader size="xs" aria-label={`Carregando vínculos de ${entity.name}`} />}
      {data.expand === 'offline' && (
        <Text size="xs" c="dark.4">
          Precisa de conexão para abrir os vínculos.
        </Text>
      )}
      <Handle type="source" position={data.vertical ? Position.Bottom : Position.Right} isConnectable={false} className={classes.handle} />
    </div>
  );
}

export const EntityNode = memo(EntityNodeView);
