/** How a line is drawn: lines that share it can be one SVG path. */
export interface StrokeStyle {
  stroke: string;
  width: number;
  dash?: string;
}

export interface Stroke extends StrokeStyle {
  key: string;
  /** The lines' paths one after the other (each starts with its own "M"). */
  path: string;
  lines: number;
}

/**
 * The lines of a large graph as one path per style: a few SVG elements instead of one group and one path per line.
 * When every group of the 2,000-entity demo opened, its ~250 lines' elements were most of a 60–125 ms frame at 4× CPU
 * (style, layout and paint); one path of many curves is styled and laid out once. Wider strokes come last, so the
 * path to a flag (the widest) is drawn over the rest.
 */
export function mergeStrokes(lines: readonly { style: StrokeStyle; path: string }[]): Stroke[] {
  const byStyle = new Map<string, Stroke & { parts: string[] }>();
  for (const { style, path } of lines) {
    const key = `${style.stroke} ${style.width} ${style.dash ?? ''}`;
    const stroke = byStyle.get(key);
    if (stroke) {
      stroke.parts.push(path);
      stroke.lines++;
    } else
      byStyle.set(key, {
        stroke: style.stroke,
        width: style.width,
        dash: style.dash,
        key,
        path: '',
        lines: 1,
        parts: [path],
      });
  }
  return [...byStyle.values()]
    .sort((a, b) => a.width - b.width)
    .map(({ parts, ...stroke }) => ({ ...stroke, path: parts.join('') }));
}
