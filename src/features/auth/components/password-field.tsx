import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * PasswordInput with a Portuguese toggle label that does not contain "senha", so the field's own
 * label stays the only match for 'Senha' in tests and for voice control.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar os caracteres digitados' }}
      {...props}
    />
  );
});
