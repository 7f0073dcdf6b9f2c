import type { CSSProperties } from 'react';
import { BareLoader } from './bare-loader';
import classes from './bare-button.module.css';
import { cls } from './mantine-markup';

const LOADER_STYLE = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties;

/** Mantine's Button loader, where its Transition leaves it (the CSS module plays the same entrance). */
export function BareButtonLoader() {
  return (
    <span className={`${cls.buttonLoader} ${classes.loader}`} aria-hidden="true">
      <BareLoader decorative={false} style={LOADER_STYLE} />
    </span>
  );
}
