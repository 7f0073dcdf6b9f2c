import type { CSSProperties, ReactNode } from 'react';
import { ACTIVE, cls, FOCUS_AUTO } from './mantine-markup';
import { BareButtonLoader } from './bare-button-loader';

interface BareButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  onClick?: () => void;
  fullWidth?: boolean;
  /** As Mantine's: disabled, the label hidden and a loader in its place. */
  loading?: boolean;
}

/** Mantine's Button (filled, primary colour, size sm) without its runtime. */
export function BareButton({
  children,
  type = 'button',
  onClick,
  fullWidth = false,
  loading = false,
}: BareButtonProps) {
  return (
    <button
      className={`${FOCUS_AUTO}${loading ? '' : ` ${ACTIVE}`} ${cls.button}`}
      data-block={fullWidth ? 'true' : undefined}
      type={type}
      onClick={onClick}
      style={{ '--button-color': 'var(--mantine-color-white)' } as CSSProperties}
      data-loading={loading ? 'true' : undefined}
      disabled={loading || undefined}
    >
      {loading && <BareButtonLoader />}
      <span className={cls.buttonInner}>
        <span className={cls.buttonLabel} data-loading={loading ? 'true' : undefined}>
          {children}
        </span>
      </span>
    </button>
  );
}
