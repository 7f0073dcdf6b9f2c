import { DEMO_EMAILS, DEMO_USERS as SEEDED_USERS, type DemoUser } from '../../server/demo/demo-users.ts';

/**
 * The seed's demo logins by name, for the tests: `DEMO_USERS.admin.email` instead of a literal address, so a login is
 * renamed in one place (server/demo/demo-users.ts) and a typo is a type error, not a 401.
 */
export type DemoLogin = keyof typeof DEMO_EMAILS;

function seededUser(email: string): DemoUser {
  const user = SEEDED_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not a seeded demo user (server/demo/demo-users.ts)`);
  return user;
}

export const DEMO_USERS: Readonly<Record<DemoLogin, DemoUser>> = Object.freeze(
  Object.fromEntries(Object.entries(DEMO_EMAILS).map(([login, email]) => [login, seededUser(email)])) as Record<
    DemoLogin,
    DemoUser
  >,
);
