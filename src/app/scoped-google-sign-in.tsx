import { GoogleSignInSection } from '../features/auth/components/google-sign-in-section';
import { MantineScope } from './mantine-scope';

/** The Google sign-in below the login form, deferred and drawn with Mantine: it brings Mantine's provider along. */
export function ScopedGoogleSignIn(props: { contactEmail: string; onError: (message: string) => void }) {
  return (
    <MantineScope>
      <GoogleSignInSection {...props} />
    </MantineScope>
  );
}
