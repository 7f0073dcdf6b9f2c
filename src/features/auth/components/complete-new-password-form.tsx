import { Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { errorMessage } from '../../../lib/api-error';
import { markSignedIn } from '../../../lib/auth-store';
import { confirmNewPassword } from '../../../lib/identity';
import { mapIdentityError } from '../../../lib/identity-errors';
import { paths } from '../../../lib/paths';
import { returnTarget } from '../../../lib/return-path';
import { acceptPrivacyPolicy } from '../api/accept-terms';
import { MESSAGES, validateConfirmation, validateNewPassword } from '../validation';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

interface Props {
  email: string;
  contactEmail: string;
}

/**
 * The forced new password after a temporary one (docs/product.md#temporary-password). The password is set first (the identity
 * service may refuse it); then the privacy policy is accepted; only then is the user signed in.
 * If the terms call fails, a retry sends only the terms again.
 */
export function CompleteNewPasswordForm({ email, contactEmail }: Props) {
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState({
    password: null as string | null,
    confirmation: null as string | null,
    terms: null as string | null,
  });
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [passwordSet, setPasswordSet] = useState(false);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      password: passwordSet ? null : validateNewPassword(password),
      confirmation: passwordSet ? null : validateConfirmation(password, confirmation),
      terms: accepted ? null : MESSAGES.termsRequired,
    };
    setErrors(next);
    setServiceError(null);
    if (next.password) return passwordRef.current?.focus();
    if (next.confirmation) return confirmationRef.current?.focus();
    if (next.terms) return;

    setBusy(true);
    if (!passwordSet) {
      try {
        await confirmNewPassword(password);
        setPasswordSet(true);
      } catch (error) {
        setServiceError(mapIdentityError(error, 'newPassword', contactEmail));
        return setBusy(false);
      }
    }
    try {
      await acceptPrivacyPolicy(email);
    } catch (error) {
      setServiceError(
        `Sua nova senha foi salva, mas o aceite da Política de Privacidade falhou: ${errorMessage(error)}`,
      );
      return setBusy(false);
    }
    markSignedIn();
    navigate(returnTarget(window.location.search), { replace: true });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Definir nova senha">
      <Stack gap="md">
        <Text size="sm">
          Conta: <strong>{email}</strong>
        </Text>
        <FormAlert kind="error" message={serviceError} />
        {!passwordSet && (
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={errors}
            passwordRef={passwordRef}
            confirmationRef={confirmationRef}
          />
        )}
        <Checkbox
          checked={accepted}
          onChange={(e) => setAccepted(e.currentTarget.checked)}
          label="Li e aceito a Política de Privacidade"
          required
          error={errors.terms}
        />
        <Button type="submit" fullWidth loading={busy}>
          {passwordSet ? 'Aceitar e continuar' : 'Salvar nova senha'}
        </Button>
        <Anchor component={Link} href={paths.login.getHref()} size="sm">
          Voltar para o login
        </Anchor>
      </Stack>
    </form>
  );
}
