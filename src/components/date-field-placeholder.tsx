import { TextInput, type MantineStyleProp, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DateFieldPlaceholderProps {
  label?: ReactNode;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  leftSection?: ReactNode;
  w?: StyleProp<React.CSSProperties['width']>;
  style?: MantineStyleProp;
}

/**
 * What a date field shows while its picker's code loads (from the service worker's cache, usually within a frame):
 * the same label, hint and size, so nothing moves when the picker takes its place. Read-only, out of the tab order
 * and announced as unavailable (so are its few milliseconds to anyone who reaches it, automated tests included).
 */
export function DateFieldPlaceholder({
  label,
  placeholder,
  description,
  error,
  required,
  withAsterisk,
  leftSection,
  w,
  style,
}: DateFieldPlaceholderProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      description={description}
      error={error}
      withAsterisk={withAsterisk ?? required}
      leftSection={leftSection}
      w={w}
      style={style}
      readOnly
      aria-disabled
      tabIndex={-1}
    />
  );
}
