import { useState } from 'react';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordRequestForm } from '../../features/auth/components/forgot-password-request-form';
import { ForgotPasswordResetForm } from '../../features/auth/components/forgot-password-reset-form';
import { getAppConfig } from '../../lib/config';

/** /user/forgot-password — request a code, then e-mail + code + new password (docs/product.md#password-reset). */
export function ForgotPasswordPage() {
  const contactEmail = getAppConfig().contact.email;
  const [email, setEmail] = useState<string | null>(null);

  return (
    <AuthCard title="Esqueci minha senha">
      {email === null ? (
        <ForgotPasswordRequestForm contactEmail={contactEmail} onCodeSent={setEmail} />
      ) : (
        <ForgotPasswordResetForm initialEmail={email} contactEmail={contactEmail} onRestart={() => setEmail(null)} />
      )}
    </AuthCard>
  );
}
