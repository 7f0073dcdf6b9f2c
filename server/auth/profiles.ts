import { COMPLIANCE_PROFILES as COMPLIANCE_PROFILE_LIST } from '../../src/contract/activities.ts';
import type { Profile } from '../../src/contract/organization.ts';

/**
 * Profile groups (docs/product.md#profile-groups): admin = ADMIN|SUPER_ADMIN, user = BASIC|SUPER_ADMIN, lawyer = LAWYER|SUPER_ADMIN.
 * Pass one of these to member({ profiles }) (auth/access.ts) to restrict a route.
 */
export const ADMIN_PROFILES: readonly Profile[] = ['ADMIN', 'SUPER_ADMIN'];
export const USER_PROFILES: readonly Profile[] = ['BASIC', 'SUPER_ADMIN'];
export const LAWYER_PROFILES: readonly Profile[] = ['LAWYER', 'SUPER_ADMIN'];

export const isAdmin = (profile: Profile): boolean => ADMIN_PROFILES.includes(profile);
export const isUser = (profile: Profile): boolean => USER_PROFILES.includes(profile);
export const isLawyer = (profile: Profile): boolean => LAWYER_PROFILES.includes(profile);

/** Profiles that may change a process (PUT /v1/process/{id}, changevalue): admins and lawyers. */
export const PROCESS_EDITOR_PROFILES: readonly Profile[] = ['ADMIN', 'SUPER_ADMIN', 'LAWYER'];

/** Compliance actions (lookup, monitoring, analyses: roles CONSULTA, MONITORIA, ANALISE_RISCO); lawyers only read. */
export const COMPLIANCE_PROFILES: readonly Profile[] = COMPLIANCE_PROFILE_LIST;
