import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { confirmResetPassword } from '../../../lib/identity';
import { mapIdentityError } from '../../../lib/identity-errors';
import { loginAfterReset } from '../../../lib/paths';
import { normalizeEmail, validateCode, validateConfirmation, validateEmail, validateNewPassword } from '../validation';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

interface Props {
  initialEmail: string;
  contactEmail: string;
  onRestart: () => void;
}

type Field = 'email' | 'code' | 'password' | 'confirmation';

/** Step 2: e-mail, the code received and the new password; success returns to login with the reset flag. */
export function ForgotPasswordResetForm({ initialEmail, contactEmail, onRestart }: Props) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ email: initialEmail, code: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<Field, string | null>>({
    email: null,
    code: null,
    password: null,
    confirmation: null,
  });
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<Field, string | null> = {
      email: validateEmail(values.email),
      code: validateCode(values.code),
      password: validateNewPassword(values.password),
      confirmation: validateConfirmation(values.password, values.confirmation),
    };
    setErrors(next);
    setServiceError(null);
    const firstInvalid = (Object.keys(next) as Field[]).find((f) => next[f]);
    const refs = { email: emailRef, code: codeRef, password: passwordRef, confirmation: confirmationRef };
    if (firstInvalid) return refs[firstInvalid].current?.focus();

    setBusy(true);
    try {
      await confirmResetPassword(normalizeEmail(values.email), values.code.trim(), values.password);
      navigate(loginAfterReset, { replace: true });
    } catch (error) {
      setServiceError(mapIdentityError(error, 'resetConfirm', contactEmail));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Redefinir senha">
      <Stack gap="md">
        <Text size="sm" role="status">
          Se este e-mail estiver cadastrado, você receberá um código. Digite-o abaixo com a nova senha.
        </Text>
        <FormAlert kind="error" message={serviceError} />
        <TextInput
          ref={emailRef}
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={values.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          ref={codeRef}
          label="Código de verificação"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={values.code}
          onChange={(e) => set('code')(e.currentTarget.value)}
          error={errors.code}
        />
        <NewPasswordFields
          password={values.password}
          confirmation={values.confirmation}
          onPassword={set('password')}
          onConfirmation={set('confirmation')}
          errors={errors}
          passwordRef={passwordRef}
          confirmationRef={confirmationRef}
        />
        <Button type="submit" fullWidth loading={busy}>
          Redefinir senha
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Não recebeu o código? Solicitar novamente
        </Anchor>
      </Stack>
    </form>
  );
}
