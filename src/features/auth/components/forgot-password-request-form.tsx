import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../../../lib/api-error';
import { resetPassword } from '../../../lib/identity';
import { mapIdentityError } from '../../../lib/identity-errors';
import { paths } from '../../../lib/paths';
import { checkPasswordResetAllowed } from '../api/forgot-password';
import { normalizeEmail, validateEmail } from '../validation';
import { FormAlert } from './form-alert';

interface Props {
  contactEmail: string;
  onCodeSent: (email: string) => void;
}

/** Step 1: the API decides whether self-reset is allowed, then the identity service e-mails a code. */
export function ForgotPasswordRequestForm({ contactEmail, onCodeSent }: Props) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateEmail(email);
    setFieldError(invalid);
    setServiceError(null);
    if (invalid) return emailRef.current?.focus();

    setBusy(true);
    const username = normalizeEmail(email);
    try {
      await checkPasswordResetAllowed(username);
    } catch (error) {
      setServiceError(errorMessage(error));
      return setBusy(false);
    }
    try {
      await resetPassword(username);
      onCodeSent(username);
    } catch (error) {
      setServiceError(mapIdentityError(error, 'resetRequest', contactEmail));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Solicitar código">
      <Stack gap="md">
        <Text size="sm">Informe o e-mail da sua conta. Enviaremos um código para você criar uma nova senha.</Text>
        <FormAlert kind="error" message={serviceError} />
        <TextInput
          ref={emailRef}
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" fullWidth loading={busy}>
          Enviar código
        </Button>
        <Anchor component={Link} href={paths.login.getHref()} size="sm">
          Voltar para o login
        </Anchor>
      </Stack>
    </form>
  );
}
