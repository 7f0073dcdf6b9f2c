import { Button } from '@mantine/core';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import classes from './relationship-graph.module.css';

export interface ClusterNodeData extends Record<string, unknown> {
  hidden: number;
  parentName: string;
  vertical: boolean;
  open: () => void;
}

export type ClusterFlowNode = Node<ClusterNodeData, 'cluster'>;

/** "+N": the children past the limit, drawn only when asked. */
function ClusterNodeView({ data }: NodeProps<ClusterFlowNode>) {
  return (
    <div className={classes.cluster}>
      <Handle type="target" position={data.vertical ? Position.Top : Position.Left} isConnectable={false} className={classes.handle} />
      <Button variant="light" size="sm" onClick={data.open} aria-label={`Mostrar mais ${data.hidden} vínculos de ${data.parentName}`}>
        +{data.hidden}
      </Button>
    </div>
  );
}

export const ClusterNode = memo(ClusterNodeView);
