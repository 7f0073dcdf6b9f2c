import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { returnTarget } from '../../../lib/return-path';
import { signInErrorMessage } from '../../../lib/sign-in-error';
import { signInWithGoogle } from '../../../lib/identity';

/** Shown only when an OAuth domain is configured (the page decides). */
export function GoogleSignInButton({
  contactEmail,
  onError,
}: {
  contactEmail: string;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  // The address asked for before sign-in (RequireAuth's "next") survives the round trip through Google.
  const target = returnTarget(useSearch());
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await signInWithGoogle(target);
        } catch (error) {
          onError(await signInErrorMessage(error, contactEmail));
          setBusy(false);
        }
      }}
    >
      Entrar com Google
    </Button>
  );
}
