import { DEMO_EMAILS } from '../demo/demo-users.ts';
import type { FakeGoogleAccount } from './fake-hosted-ui.ts';
import type { ProvisionedSubject } from './provision-identity.ts';

/** Google user ids of the fake hosted UI's accounts (tests choose them by id). */
export const FAKE_GOOGLE_IDS = Object.freeze({
  /** Ana's Google account, linked to her pool user: signs in as her. */
  linkedAdmin: '104729000000000000001',
  /** Another Google account with Ana's e-mail, never linked: refused ('Acesso indisponível!'), never merged. */
  unlinkedSameEmail: '104729000000000000002',
  /** A Google account nobody invited. */
  stranger: '104729000000000000003',
});

/**
 * The accounts the local hosted UI offers on `npm start` with FAKE_HOSTED_UI_PORT: one linked to a demo user (as
 * Cognito's AdminLinkProviderForUser would: the tokens carry her subject) and two that are bound to nobody.
 */
export function demoGoogleAccounts(subjects: readonly ProvisionedSubject[]): FakeGoogleAccount[] {
  const admin = subjects.find((s) => s.email === DEMO_EMAILS.admin);
  return [
    {
      googleUserId: FAKE_GOOGLE_IDS.linkedAdmin,
      email: DEMO_EMAILS.admin,
      givenName: 'Ana',
      familyName: 'Moraes (Google vinculado)',
      ...(admin ? { linkedTo: { sub: admin.sub, username: admin.email } } : {}),
    },
    {
      googleUserId: FAKE_GOOGLE_IDS.unlinkedSameEmail,
      email: DEMO_EMAILS.admin,
      givenName: 'Ana',
      familyName: 'Moraes (Google não vinculado)',
    },
    {
      googleUserId: FAKE_GOOGLE_IDS.stranger,
      email: 'pessoa.desconhecida@gmail.test',
      givenName: 'Pessoa',
      familyName: 'Desconhecida',
    },
  ];
}
