/**
 * Membership profiles and the groups of docs/product.md#profile-groups, written once for the API's route checks (member({ profiles }),
 * server/auth/access.ts) and the PWA's flags (features/session/organization-flags.ts, features/document-monitoring/
 * read-only-profile.ts). SUPER_ADMIN belongs to every group.
 */
export const PROFILES = ['BASIC', 'ADMIN', 'SUPER_ADMIN', 'LAWYER'] as const;
export type ProfileName = (typeof PROFILES)[number];

/** admin = ADMIN|SUPER_ADMIN, user = BASIC|SUPER_ADMIN, lawyer = LAWYER|SUPER_ADMIN (docs/product.md#profile-groups). */
export const ADMIN_PROFILES: readonly ProfileName[] = ['ADMIN', 'SUPER_ADMIN'];
export const USER_PROFILES: readonly ProfileName[] = ['BASIC', 'SUPER_ADMIN'];
export const LAWYER_PROFILES: readonly ProfileName[] = ['LAWYER', 'SUPER_ADMIN'];

/** May change a process (PUT /v1/process/{id}, changevalue) and its custom-field answers on screen: admins and lawyers. */
export const PROCESS_EDITOR_PROFILES: readonly ProfileName[] = ['ADMIN', 'SUPER_ADMIN', 'LAWYER'];

/** Compliance actions (lookup, monitoring, analyses: roles CONSULTA, MONITORIA, ANALISE_RISCO); a LAWYER only reads. */
export const COMPLIANCE_PROFILES: readonly ProfileName[] = ['BASIC', 'ADMIN', 'SUPER_ADMIN'];

export const isAdmin = (profile: ProfileName): boolean => ADMIN_PROFILES.includes(profile);
export const isUser = (profile: ProfileName): boolean => USER_PROFILES.includes(profile);
export const isLawyer = (profile: ProfileName): boolean => LAWYER_PROFILES.includes(profile);
export const canEditProcesses = (profile: ProfileName): boolean => PROCESS_EDITOR_PROFILES.includes(profile);
export const canActOnCompliance = (profile: ProfileName): boolean => COMPLIANCE_PROFILES.includes(profile);

/**
 * May see money: the consumption extract, the bills and the consumption metrics (GET …/extract, …/billing, …/metric)
 * and request or read the CONSUMPTION report. The holder check of member() keeps them to the holder's admins.
 */
export const BILLING_PROFILES: readonly ProfileName[] = ADMIN_PROFILES;
export const canSeeBilling = (profile: ProfileName): boolean => BILLING_PROFILES.includes(profile);
