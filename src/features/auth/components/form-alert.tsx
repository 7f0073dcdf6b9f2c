import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { ContactLinksText } from '../../../components/contact-links-text';

/** Errors and notices of the sign-in screens, announced by screen readers as they appear. */
export function FormAlert({ kind, message }: { kind: 'error' | 'success'; message: string | null }) {
  if (!message) return null;
  const error = kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'green'}
      variant="light"
      role={error ? 'alert' : 'status'}
      data-testid={error ? 'auth-error' : 'auth-notice'}
      icon={error ? <IconAlertCircle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
    >
      {/* The catalogue's contacts ('Acesso indisponível!', 'Senha temporária expirada!') can be tapped. */}
      <ContactLinksText message={message} />
    </Alert>
  );
}
