import type { Node, NodeProps } from '@xyflow/react';
import { memo } from 'react';
import classes from './relationship-graph.module.css';

export interface ClusterNodeData extends Record<string, unknown> {
  hidden: number;
  parentName: string;
  /** Open: the group's entities are drawn and this node offers to fold them back. */
  open: boolean;
  /** The same functions for every cluster (memoised nodes): called with this cluster's key. */
  onOpen: (key: string) => void;
  onClose: (key: string) => void;
  clusterKey: string;
}

export type ClusterFlowNode = Node<ClusterNodeData, 'cluster'>;

/** "+N": the children past the limit, drawn only when asked; once open, "Recolher" folds them back. */
function ClusterNodeView({ data }: NodeProps<ClusterFlowNode>) {
  return (
    <div className={classes.cluster}>
      {data.open ? (
        <button
          type="button"
          className={classes.clusterButton}
          onClick={() => data.onClose(data.clusterKey)}
          aria-label={`Recolher ${data.hidden} vínculos de ${data.parentName}`}
        >
          Recolher {data.hidden}
        </button>
      ) : (
        <button
          type="button"
          className={classes.clusterButton}
          onClick={() => data.onOpen(data.clusterKey)}
          aria-label={`Mostrar mais ${data.hidden} vínculos de ${data.parentName}`}
        >
          +{data.hidden}
        </button>
      )}
    </div>
  );
}

export const ClusterNode = memo(ClusterNodeView);
