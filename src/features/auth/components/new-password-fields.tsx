import { Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { PASSWORD_HINT } from '../validation';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password: string | null; confirmation: string | null };
  passwordRef?: RefObject<HTMLInputElement | null>;
  confirmationRef?: RefObject<HTMLInputElement | null>;
}

/** 'Nova senha' + 'Confirmação da senha' with the policy stated up front. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
  passwordRef,
  confirmationRef,
}: NewPasswordFieldsProps) {
  return (
    <Stack gap="md">
      <PasswordField
        ref={passwordRef}
        label="Nova senha"
        description={
          <Text span size="xs">
            {PASSWORD_HINT}
          </Text>
        }
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        error={errors.password}
      />
      <PasswordField
        ref={confirmationRef}
        label="Confirmação da senha"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => onConfirmation(e.currentTarget.value)}
        error={errors.confirmation}
      />
    </Stack>
  );
}
