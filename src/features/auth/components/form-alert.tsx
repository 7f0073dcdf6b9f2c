import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { BareAlert } from '../../../components/bare/bare-alert';
import { ContactLinksText } from '../../../components/contact-links-text';

/** Errors and notices of the sign-in screens, announced by screen readers as they appear. */
export function FormAlert({ kind, message }: { kind: 'error' | 'success'; message: string | null }) {
  if (!message) return null;
  const error = kind === 'error';
  return (
    <BareAlert
      color={error ? 'red' : 'green'}
      role={error ? 'alert' : 'status'}
      data-testid={error ? 'auth-error' : 'auth-notice'}
      icon={error ? <IconAlertCircle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
    >
      {/* The catalogue's contacts ('Acesso indisponível!', 'Senha temporária expirada!') can be tapped. */}
      <ContactLinksText message={message} />
    </BareAlert>
  );
}
