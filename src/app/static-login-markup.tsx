import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { LoginCard } from '../features/auth/components/login-card';
import { LoginForm } from '../features/auth/components/login-form';
import { paths } from '../lib/paths';

/**
 * Build time only (scripts/static-login-plugin.ts renders it in Node): the login page's card and form as the server's
 * login document draws them before any script, the button disabled until the app takes the form over.
 */
export function staticLoginMarkup(): string {
  return renderToStaticMarkup(
    <Router ssrPath={paths.login.getHref()}>
      <LoginCard>
        <LoginForm contactEmail="" staticCopy />
      </LoginCard>
    </Router>,
  );
}
