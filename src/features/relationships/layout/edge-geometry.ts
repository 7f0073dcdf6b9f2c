import { getBezierPath, Position } from '@xyflow/react';

export interface NodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgeGeometry {
  path: string;
  labelX: number;
  labelY: number;
  /** The curve's bounding box (its ends; a bezier between them stays inside). */
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The curve between two laid-out nodes, from the parent's outer side to the child's inner side (right → left, or
 * bottom → top when the layout runs downwards): the same bezier xyflow's default edge draws.
 */
export function edgeGeometry(from: NodeBox, to: NodeBox, vertical: boolean): EdgeGeometry {
  const sourceX = vertical ? from.x + from.width / 2 : from.x + from.width;
  const sourceY = vertical ? from.y + from.height : from.y + from.height / 2;
  const targetX = vertical ? to.x + to.width / 2 : to.x;
  const targetY = vertical ? to.y : to.y + to.height / 2;
  const [path, labelX, labelY] = getBezierPath({
    sourceX,
    sourceY,
    sourcePosition: vertical ? Position.Bottom : Position.Right,
    targetX,
    targetY,
    targetPosition: vertical ? Position.Top : Position.Left,
  });
  return {
    path,
    labelX,
    labelY,
    left: Math.min(sourceX, targetX),
    top: Math.min(sourceY, targetY),
    right: Math.max(sourceX, targetX),
    bottom: Math.max(sourceY, targetY),
  };
}

/** A part of the canvas in flow coordinates: a view, or the node window drawn around it. */
export interface DrawWindow {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The part of the canvas a view shows, in flow coordinates; null while the pane is not measured. */
export function viewBox(
  transform: readonly [number, number, number],
  width: number,
  height: number,
): DrawWindow | null {
  const [x, y, zoom] = transform;
  if (width <= 0 || height <= 0 || zoom <= 0) return null;
  const left = -x / zoom;
  const top = -y / zoom;
  return { left, top, right: left + width / zoom, bottom: top + height / zoom };
}

export const crosses = (g: EdgeGeometry, w: DrawWindow | null): boolean =>
  w === null || (g.right >= w.left && g.left <= w.right && g.bottom >= w.top && g.top <= w.bottom);
