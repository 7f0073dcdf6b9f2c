import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { BareTextInput, type BareTextInputProps } from '../../../components/bare/bare-text-input';
import classes from './password-field.module.css';

/**
 * A password field with a show/hide toggle. Bare (Mantine's TextInput markup without its runtime): the login screen
 * is in the first visit's file, which carries no Mantine code (the login's JavaScript budget,
 * docs/performance.md#budgets). Like Mantine's PasswordInput, the toggle is left out of the tab order and keeps the
 * focus in the field; its Portuguese label does not contain "senha", so the field's own label stays the only match
 * for 'Senha' in tests and for voice control.
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<BareTextInputProps, 'type' | 'rightSection'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const Icon = visible ? IconEyeOff : IconEye;
    return (
      <BareTextInput
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
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
  },
);
