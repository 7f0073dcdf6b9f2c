import { useSession } from '../../features/session/session-context';
import { ComingSoonPage } from './coming-soon-page';
import { NoAccessPage } from './no-access-page';

/** /usuarios and below: a screen of a later version, for admins only. */
export function UsersPage() {
  const { organization } = useSession();
  // Spec §6: user administration is for admins; others are told so here, not sent to a blank nested address.
  if (!organization.amAdmin) return <NoAccessPage />;
  return <ComingSoonPage title="Usuários" description="Aqui você vai convidar, ativar e desativar os usuários da sua organização." />;
}
