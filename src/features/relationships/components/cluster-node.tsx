import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import classes from './relationship-graph.module.css';

export interface ClusterNodeData extends Record<string, unknown> {
  hidden: number;
  parentName: string;
  vertical: boolean;
  /** The same function for every cluster (memoised nodes): called with this cluster's key. */
  open: (key: string) => void;
  clusterKey: string;
}

export type ClusterFlowNode = Node<ClusterNodeData, 'cluster'>;

/** "+N": the children past the limit, drawn only when asked. */
function ClusterNodeView({ data }: NodeProps<ClusterFlowNode>) {
  return (
    <div className={classes.cluster}>
      <Handle type="target" position={data.vertical ? Position.Top : Position.Left} isConnectable={false} className={classes.handle} />
      <button type="button" className={classes.clusterButton} onClick={() => data.open(data.clusterKey)} aria-label={`Mostrar mais ${data.hidden} vínculos de ${data.parentName}`}>
        +{data.hidden}
      </button>
    </div>
  );
}

export const ClusterNode = memo(ClusterNodeView);
