import type { IdentityAdmin, IdentityPerson } from '../../../server/identity/identity-admin.ts';
import { IdentityUnavailableError } from '../../../server/identity/identity-admin.ts';
import { DEMO_USERS } from '../../../server/demo/demo-users.ts';
import { subjectFor } from './tokens.ts';

/**
 * An in-memory identity service for server tests: knows the demo users, creates people with the subject the test
 * tokens give their e-mail (subjectFor), shows temporary passwords like the local stack, and can be taken down.
 */
export interface FakeIdentityAdmin extends IdentityAdmin {
  /** Settable: a test switches to 'email' to act as Amazon Cognito. */
  delivery: 'shown' | 'email';
  people: Map<string, IdentityPerson & { temporaryPassword?: string }>;
  /** While true every call fails like an unreachable service. */
  down: boolean;
  calls: string[];
}

export function createFakeIdentityAdmin(): FakeIdentityAdmin {
  const people = new Map<string, IdentityPerson & { temporaryPassword?: string }>(
    DEMO_USERS.map((user) => [
      user.email,
      { sub: subjectFor(user.email), status: user.temporaryPassword ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED' },
    ]),
  );
  let counter = 0;
  const fake: FakeIdentityAdmin = {
    delivery: 'shown',
    people,
    down: false,
    calls: [],
    async getUser(email) {
      fake.calls.push(`getUser ${email}`);
      if (fake.down) throw new IdentityUnavailableError(new Error('connect ECONNREFUSED'));
      const person = people.get(email);
      return person ? { sub: person.sub, status: person.status } : null;
    },
    async createUser({ email }) {
      fake.calls.push(`createUser ${email}`);
      if (fake.down) throw new IdentityUnavailableError(new Error('connect ECONNREFUSED'));
      counter += 1;
      const temporaryPassword = `Temp#${counter}Senha`;
      people.set(email, { sub: subjectFor(email), status: 'FORCE_CHANGE_PASSWORD', temporaryPassword });
      return { sub: subjectFor(email), temporaryPassword };
    },
    async resendInvite(email) {
      fake.calls.push(`resendInvite ${email}`);
      if (fake.down) throw new IdentityUnavailableError(new Error('connect ECONNREFUSED'));
      // Amazon Cognito e-mails the new password to the person: the caller never sees it.
      if (fake.delivery === 'email') return {};
      counter += 1;
      const temporaryPassword = `Temp#${counter}Nova`;
      const person = people.get(email);
      if (person) person.temporaryPassword = temporaryPassword;
      return { temporaryPassword };
    },
  };
  return fake;
}
