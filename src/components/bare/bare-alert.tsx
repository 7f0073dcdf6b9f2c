import { useId, type CSSProperties, type ReactNode } from 'react';
import { cls } from './mantine-markup';

interface BareAlertProps {
  color: 'red' | 'green';
  role: 'alert' | 'status';
  icon: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** Mantine's Alert (light variant, no title, not closable) without its runtime. */
export function BareAlert({ color, role, icon, children, 'data-testid': testId }: BareAlertProps) {
  const id = useId();
  const style = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <div
      className={cls.alertRoot}
      data-variant="light"
      id={id}
      data-testid={testId}
      role={role}
      aria-describedby={`${id}-body`}
      style={style}
    >
      <div className={cls.alertWrapper}>
        <div className={cls.alertIcon}>{icon}</div>
        <div className={cls.alertBody}>
          <div id={`${id}-body`} className={cls.alertMessage} data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
