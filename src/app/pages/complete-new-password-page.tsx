import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CompleteNewPasswordForm } from '../../features/auth/components/complete-new-password-form';
import { useAuthState } from '../../lib/auth-store';
import { getAppConfig } from '../../lib/config';
import { paths } from '../../lib/paths';

/** /user/complete-new-password — only meaningful right after a sign-in with a temporary password. */
export function CompleteNewPasswordPage() {
  const { pendingNewPasswordEmail } = useAuthState();
  const config = getAppConfig();

  if (!pendingNewPasswordEmail) {
    return (
      <AuthCard title="Definir nova senha">
        <Text>Para definir uma nova senha, entre primeiro com o e-mail e a senha temporária que você recebeu.</Text>
        <Anchor component={Link} href={paths.login.getHref()}>
          Ir para o login
        </Anchor>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Definir nova senha" subtitle="Sua senha é temporária. Crie uma senha própria para continuar.">
      <CompleteNewPasswordForm email={pendingNewPasswordEmail} contactEmail={config.contact.email} />
    </AuthCard>
  );
}
