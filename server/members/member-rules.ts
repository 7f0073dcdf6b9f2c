import { emailAddressProblem, normalizeEmailAddress } from '../../src/contract/email-address.ts';
import { isAdmin } from '../../src/contract/constants/profiles.ts';
import type { OrganizationUser } from '../../src/contract/organization-users.ts';
import type { Profile } from '../../src/contract/organization.ts';
import type { Db } from '../db/db.ts';
import { HttpError, forbidden, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { IdentityRefusedError, IdentityUnavailableError, type IdentityAdmin } from '../identity/identity-admin.ts';
import { countOtherActiveAdmins, findMember } from '../repositories/organization-members.ts';

/** The rules of user administration, apart from HTTP routing (routes/organization-user-routes.ts calls them). */

/** The address a new member is created with (normalised), or a 400 saying what is wrong with it in Portuguese. */
export function requireMemberEmail(raw: string): string {
  const problem = emailAddressProblem(raw);
  if (problem === 'invisible') throw new HttpError(400, MESSAGES.invisibleUserEmail);
  if (problem) throw new HttpError(400, MESSAGES.invalidUserEmail);
  return normalizeEmailAddress(raw);
}

/** Only a SUPER_ADMIN grants, changes, deactivates or re-invites a SUPER_ADMIN; an ADMIN manages the other profiles. */
export function requireMayTouch(caller: Profile, ...profiles: Profile[]): void {
  if (profiles.includes('SUPER_ADMIN') && caller !== 'SUPER_ADMIN') throw forbidden(MESSAGES.superAdminOnly);
}

export async function requireMember(db: Db, orgId: number, userId: string): Promise<OrganizationUser> {
  const found = await findMember(db, orgId, userId);
  if (!found) throw notFound(MESSAGES.userNotMember);
  return found;
}

/** A member who is the organization's only admin able to sign in cannot lose that (deactivated or demoted). */
export async function requireNotLastAdmin(tx: Db, orgId: number, target: OrganizationUser): Promise<void> {
  if (target.active && isAdmin(target.profile) && (await countOtherActiveAdmins(tx, orgId, target.id)) === 0) {
    throw new HttpError(409, MESSAGES.lastActiveAdmin);
  }
}

/** "Maria da Silva" → given and family name, as the identity service stores them. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** One identity administration call: unavailable → 503 with nothing changed, refused → 400. */
export async function identityCall<T>(
  work: (admin: IdentityAdmin) => Promise<T>,
  admin: IdentityAdmin | null,
): Promise<T> {
  if (!admin) throw new HttpError(503, MESSAGES.identityAdminUnavailable);
  try {
    return await work(admin);
  } catch (error) {
    if (error instanceof IdentityUnavailableError) throw new HttpError(503, MESSAGES.identityAdminUnavailable);
    if (error instanceof IdentityRefusedError) throw new HttpError(400, MESSAGES.identityRefused);
    throw error;
  }
}
