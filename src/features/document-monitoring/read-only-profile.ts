import { COMPLIANCE_PROFILES } from '../../contract/activities';
import type { Profile } from '../../contract/organization';

/** Lookups, monitoring and analyses are for BASIC, ADMIN and SUPER_ADMIN; a LAWYER reads only (the API says 403). */
export function canActOnDocuments(profile: Profile): boolean {
  return (COMPLIANCE_PROFILES as readonly string[]).includes(profile);
}

export const READ_ONLY_PROFILE_MESSAGE =
  'Seu perfil nesta organização permite ver as consultas e as análises, mas não consultar documentos, monitorar ou pedir análises.';
