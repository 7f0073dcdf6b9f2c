import { forwardRef, useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { cls, SM } from './mantine-markup';

export interface BareTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style'> {
  label: string;
  description?: ReactNode;
  error?: string | null;
  /** Drawn inside the field on the right, like TextInput's `rightSection` (its pointer events on). */
  rightSection?: ReactNode;
}

/** Mantine's TextInput (size sm, default variant) without its runtime: label, asterisk, description and error. */
export const BareTextInput = forwardRef<HTMLInputElement, BareTextInputProps>(function BareTextInput(
  { label, description, error, rightSection, required, disabled, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [error ? errorId : '', description ? descriptionId : ''].filter(Boolean).join(' ') || undefined;
  const wrapperStyle = {
    ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': SM.fontSize,
    ...(rightSection ? { '--input-right-section-pointer-events': 'all' } : {}),
    ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
  } as CSSProperties;
  const flag = (on: unknown) => (on ? 'true' : undefined);
  return (
    <div className={cls.inputRoot} data-size="sm" data-error={flag(error)}>
      <label
        className={cls.inputLabel}
        data-size="sm"
        data-required={flag(required)}
        htmlFor={inputId}
        id={`${inputId}-label`}
        style={{ '--input-label-size': SM.fontSize } as CSSProperties}
      >
        {label}
        {required && (
          <span className={cls.inputRequired} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p
          className={cls.inputDescription}
          data-size="sm"
          id={descriptionId}
          style={{ '--input-description-size': SM.smaller } as CSSProperties}
        >
          {description}
        </p>
      )}
      <div
        className={cls.inputWrapper}
        data-variant="default"
        data-size="sm"
        data-with-right-section={flag(rightSection)}
        data-error={flag(error)}
        data-disabled={flag(disabled)}
        style={wrapperStyle}
      >
        <input
          ref={ref}
          className={cls.input}
          data-variant="default"
          data-error={flag(error)}
          data-disabled={flag(disabled)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          disabled={disabled}
          id={inputId}
          {...input}
        />
        {rightSection && (
          <div data-position="right" className={cls.inputSection}>
            {rightSection}
          </div>
        )}
      </div>
      {error && (
        <p
          className={cls.inputError}
          data-size="sm"
          id={errorId}
          style={{ '--input-error-size': SM.smaller } as CSSProperties}
        >
          {error}
        </p>
      )}
    </div>
  );
});
