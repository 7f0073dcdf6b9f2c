import { IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../contract/brand';
import classes from './auth-card.module.css';

/** The frame of every sign-in screen: brand, a title, and the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className={classes.page}>
      <div className={classes.column}>
        <div className={classes.brand}>
          <div className={classes.icon} aria-hidden="true">
            <IconScale size={32} />
          </div>
          <p className={classes.name}>{PRODUCT_NAME}</p>
        </div>
        <div className={classes.card}>
          <div>
            <h1 className={classes.title}>{title}</h1>
            {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
          </div>
          {children}
        </div>
      </div>
    </main>
  );
}
