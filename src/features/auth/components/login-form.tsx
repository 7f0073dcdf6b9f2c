import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BareAnchor } from '../../../components/bare/bare-anchor';
import { BareButton } from '../../../components/bare/bare-button';
import { BareTextInput } from '../../../components/bare/bare-text-input';
import { markNewPasswordRequired, markSignedIn } from '../../../lib/auth-store';
import { signIn } from '../../../lib/identity';
import { signInErrorMessage } from '../../../lib/sign-in-error';
import { takeOverStaticLogin } from '../../../lib/static-login';
import { paths } from '../../../lib/paths';
import { returnQuery, returnTarget } from '../../../lib/return-path';
import { normalizeEmail, validateEmail, validatePassword } from '../validation';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import classes from './auth-card.module.css';

interface LoginFormProps {
  contactEmail: string;
  /** Errors raised next to the form (Google sign-in) are shown in the same place. */
  externalError?: string | null;
  /** The copy drawn at build time into the server's login document: inert until the app takes it over. */
  staticCopy?: boolean;
}

/**
 * E-mail and password sign-in; a temporary password continues at /user/complete-new-password. Bare fields and button
 * (Mantine's markup without its runtime): the first visit's file carries no Mantine code (the login's JavaScript
 * budget, docs/performance.md#budgets).
 */
export function LoginForm({ contactEmail, externalError = null, staticCopy = false }: LoginFormProps) {
  const [, navigate] = useLocation();
  // The address asked for before sign-in (RequireAuth's "next"), kept through the new-password step.
  const target = returnTarget(useSearch());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email: string | null; password: string | null }>({
    email: null,
    password: null,
  });
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Before the first paint of this form: what was typed into the server's static copy, and where, moves here.
  useLayoutEffect(() => {
    const typed = takeOverStaticLogin(emailRef.current, passwordRef.current);
    if (!typed) return;
    setEmail(typed.email);
    setPassword(typed.password);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { email: validateEmail(email), password: validatePassword(password) };
    setErrors(next);
    setServiceError(null);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();

    setBusy(true);
    const username = normalizeEmail(email);
    try {
      const result = await signIn(username, password);
      if (result === 'NEW_PASSWORD_REQUIRED') {
        markNewPasswordRequired(username);
        navigate(paths.completeNewPassword.getHref(returnQuery(target)));
      } else {
        markSignedIn();
        navigate(target, { replace: true });
      }
    } catch (error) {
      setServiceError(await signInErrorMessage(error, contactEmail));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Entrar">
      <div className={classes.stack}>
        <FormAlert kind="error" message={serviceError ?? externalError} />
        <BareTextInput
          ref={emailRef}
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <PasswordField
          ref={passwordRef}
          label="Senha"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
        />
        <BareAnchor component={Link} href={paths.forgotPassword.getHref()} size="sm" textAlign="right">
          Esqueci minha senha
        </BareAnchor>
        <BareButton type="submit" fullWidth loading={busy} disabled={staticCopy}>
          Entrar
        </BareButton>
      </div>
    </form>
  );
}
