import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { FormAlert } from '../../features/auth/components/form-alert';
import { LoginCard } from '../../features/auth/components/login-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useAuthState } from '../../lib/auth-store';
import { getAppConfig } from '../../lib/config';
import { preloadIdentity } from '../../lib/identity';
import { warmIntlSoon } from '../../lib/warm-intl';
import { deferredComponent } from '../../offline/deferred-component';
import { paths, RESET_FLAG } from '../../lib/paths';
import { preloadShellFor } from '../page-chunks';
import { preloadSignInWarmUp } from '../sign-in-warm-up-loader';

// Only some deployments offer Google (an OAuth domain in app-config.json): its code (and Mantine's, which draws it) is
// not in every first visit's file.
const GoogleSignInSection = deferredComponent(
  () => import('../scoped-google-sign-in'),
  (m) => m.ScopedGoogleSignIn,
);

export const PASSWORD_RESET_NOTICE = 'Senha redefinida com sucesso! Entre com a sua nova senha.';

/** /user/login — with the reset notice (docs/product.md#password-reset) and any reason the last session ended. */
export function LoginPage() {
  const config = getAppConfig();
  const [search] = useSearchParams();
  const { notice } = useAuthState();
  const [googleError, setGoogleError] = useState<string | null>(null);
  const wasReset = search.get(RESET_FLAG) === '1';
  // While the person types: the identity client, so "Entrar" does not wait for it, then ICU (warm-intl.ts), the shell
  // and home page (one file) and the session's warm-up, so the sign-in waits only for its requests. One after the
  // other: the identity client is needed first.
  useEffect(() => {
    void preloadIdentity().then(() => {
      warmIntlSoon();
      preloadShellFor(paths.home.getHref());
      void preloadSignInWarmUp().catch(() => undefined);
    });
  }, []);

  return (
    <LoginCard>
      {wasReset && <FormAlert kind="success" message={PASSWORD_RESET_NOTICE} />}
      {notice && <FormAlert kind={notice.kind} message={notice.message} />}
      <LoginForm contactEmail={config.contact.email} externalError={googleError} />
      {config.identity.oauthDomain && (
        <GoogleSignInSection contactEmail={config.contact.email} onError={setGoogleError} />
      )}
    </LoginCard>
  );
}
