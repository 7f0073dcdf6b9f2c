import { TextInput, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import classes from './password-field.module.css';

/**
 * A password field with a show/hide toggle. Built on TextInput rather than Mantine's PasswordInput, whose toggle
 * brings ActionIcon and its group parts into the login screen's file (login JS ≤ 100 KiB). Like
 * PasswordInput's, the toggle is left out of the tab order and keeps the focus in the field; its Portuguese label
 * does not contain "senha", so the field's own label stays the only match for 'Senha' in tests and for voice control.
 */
export const PasswordField = forwardRef<HTMLInputElement, TextInputProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? IconEyeOff : IconEye;
  return (
    <TextInput
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      rightSectionPointerEvents="all"
      rightSection={
        <button
          type="button"
          className={classes.toggle}
          tabIndex={-1}
          aria-label="Mostrar ou ocultar os caracteres digitados"
          aria-pressed={visible}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          <Icon size={18} aria-hidden="true" />
        </button>
      }
      {...props}
    />
  );
});
