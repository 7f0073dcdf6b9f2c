import type { CSSProperties } from 'react';
import { cls } from './mantine-markup';

/**
 * Mantine's Loader (the oval, size md unless `style` sets `--loader-size`) without its runtime. Decorative: hidden
 * from screen readers, unless something around it already is (`hidden={false}`).
 */
export function BareLoader({ style, hidden = true }: { style?: CSSProperties; hidden?: boolean }) {
  return <span className={cls.loader} aria-hidden={hidden ? 'true' : undefined} style={style} />;
}
