import { Divider } from '@mantine/core';
import { GoogleSignInButton } from './google-sign-in-button';

/** "ou" and the Google button, below the e-mail form when an OAuth domain is configured. */
export function GoogleSignInSection({
  contactEmail,
  onError,
}: {
  contactEmail: string;
  onError: (message: string) => void;
}) {
  return (
    <>
      <Divider label="ou" labelPosition="center" />
      <GoogleSignInButton contactEmail={contactEmail} onError={onError} />
    </>
  );
}
