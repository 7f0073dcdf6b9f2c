import type { ReactNode } from 'react';
import { AuthCard } from './auth-card';
import classes from './auth-card.module.css';

/** The login page's card: the same frame for the app's page and for the static copy the server sends first. */
export function LoginCard({ children }: { children: ReactNode }) {
  return (
    <AuthCard title="Entrar" subtitle="Acesse com o e-mail e a senha da sua conta.">
      <div className={classes.stack}>{children}</div>
    </AuthCard>
  );
}
