import type { Node, NodeProps } from '@xyflow/react';
import { memo } from 'react';
import {
  RELATIONSHIP_LOOKUP_FAILED,
  RELATIONSHIP_RETRY_LABEL,
  type RiskKind,
} from '../../../contract/constants/relationships';
import type { RelationshipEntity } from '../../../contract/relationships';
import { displayDocument } from '../relationship-format';
import classes from './relationship-graph.module.css';

/** What a node needs to draw itself; the callbacks come from the graph (one set for every node). */
export interface EntityNodeData extends Record<string, unknown> {
  entity: RelationshipEntity;
  /** The height the layout reserved. */
  height: number;
  /** One chip per kind, most serious first; an ended kind reads "PEP até DD/MM/AAAA". */
  chips: { kind: RiskKind; text: string; aria: string; ended: boolean; dismissed?: boolean }[];
  /** Ties from the centre (0 = the centre). */
  ring: number;
  /** Why the last "Tentar novamente" failed; null when it did not. */
  retryError: string | null;
  distance: string;
  isRoot: boolean;
  /** 'more': it has unloaded ties; 'busy': loading them; 'offline': it has some but there is no connection. */
  expand: 'none' | 'more' | 'busy' | 'offline';
  hasPath: boolean;
  onPath: boolean;
  canRetry: boolean;
  retrying: boolean;
  actions: EntityNodeActions;
}

export interface EntityNodeActions {
  expand: (entity: RelationshipEntity) => void;
  evidence: (entity: RelationshipEntity, kind: RiskKind) => void;
  path: (entity: RelationshipEntity) => void;
  retry: (entity: RelationshipEntity) => void;
  /** Opens the company's register record. */
  registry: (entity: RelationshipEntity) => void;
}

export type EntityFlowNode = Node<EntityNodeData, 'entity'>;

/**
 * One entity drawn as plain DOM (hundreds are drawn at once: no component library inside a node). Its name is a real
 * button (tap or Enter expands it), its risk chips are buttons that open the evidence; each control is reached with
 * Tab and named for screen readers; nothing depends on the pointer.
 */
function EntityNodeView({ data }: NodeProps<EntityFlowNode>) {
  const { entity, actions } = data;
  const flagged = data.chips.length > 0;
  const expandLabel = data.expand === 'more' ? ', abrir vínculos' : '';
  const document = displayDocument(entity.documentNumber);
  return (
    <div
      className={classes.node}
      style={{ minHeight: data.height }}
      data-root={data.isRoot || undefined}
      data-ring={data.ring}
      data-flagged={flagged || undefined}
      data-path={data.onPath || undefined}
      data-testid="graph-node"
    >
      <button
        type="button"
        className={classes.nodeTitle}
        onClick={() => actions.expand(entity)}
        aria-label={`${entity.name}, ${entity.kind === 'PERSON' ? 'pessoa' : 'empresa'}, ${document}${expandLabel}`}
        aria-disabled={data.expand === 'none' || data.expand === 'offline' || undefined}
      >
        <span className={classes.name}>{entity.name}</span>
        <span className={classes.document}>{document}</span>
        {data.expand === 'more' && (
          <span className={classes.more} aria-hidden="true">
            + abrir vínculos
          </span>
        )}
      </button>
      {entity.lookupFailed ? (
        <div className={classes.failed}>
          <span className={classes.failedText}>{RELATIONSHIP_LOOKUP_FAILED}</span>
          {data.canRetry && (
            <button
              type="button"
              className={classes.retry}
              disabled={data.retrying}
              aria-busy={data.retrying || undefined}
              onClick={() => actions.retry(entity)}
              aria-label={`${RELATIONSHIP_RETRY_LABEL}: ${entity.name}`}
            >
              {data.retrying ? 'Tentando…' : RELATIONSHIP_RETRY_LABEL}
            </button>
          )}
          {data.retryError && (
            <span className={classes.failedText} role="alert">
              {data.retryError}
            </span>
          )}
        </div>
      ) : (
        flagged && (
          <div className={classes.chips}>
            {data.chips.map((chip) => (
              <button
                key={chip.kind}
                type="button"
                className={classes.chip}
                data-kind={chip.kind}
                data-ended={chip.ended || undefined}
                data-dismissed={chip.dismissed || undefined}
                onClick={() => actions.evidence(entity, chip.kind)}
                aria-label={chip.aria}
              >
                {chip.text}
              </button>
            ))}
          </div>
        )
      )}
      <span className={classes.distance}>{data.distance}</span>
      {entity.registry && (
        <button
          type="button"
          className={classes.pathButton}
          onClick={() => actions.registry(entity)}
          aria-label={`Dados cadastrais de ${entity.name}`}
        >
          Dados cadastrais
        </button>
      )}
      {data.hasPath && (
        <button
          type="button"
          className={classes.pathButton}
          onClick={() => actions.path(entity)}
          aria-pressed={data.onPath}
          aria-label={`Destacar o caminho de ${entity.name} até o risco`}
        >
          {data.onPath ? 'Ocultar caminho' : 'Ver caminho até o risco'}
        </button>
      )}
      {data.expand === 'busy' && (
        <span className={classes.loading} role="status">
          Carregando vínculos de {entity.name}…
        </span>
      )}
      {data.expand === 'offline' && (
        <span className={classes.distance}>Precisa de conexão para abrir os vínculos.</span>
      )}
    </div>
  );
}

export const EntityNode = memo(EntityNodeView);
