import type { CSSProperties } from 'react';
import { cls } from './mantine-markup';

/**
 * Mantine's Loader (the oval, size md unless `style` sets `--loader-size`) without its runtime. Decorative: hidden
 * from screen readers, unless something around it already is (`decorative={false}`).
 */
export function BareLoader({ style, decorative = true }: { style?: CSSProperties; decorative?: boolean }) {
  return <span className={cls.loader} aria-hidden={decorative ? 'true' : undefined} style={style} />;
}
