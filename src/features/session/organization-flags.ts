import { canEditProcesses, isAdmin, isLawyer, isUser } from '../../contract/constants/profiles';
import type { Organization, Profile } from '../../contract/organization';

export interface OrganizationFlags {
  amAdmin: boolean;
  amUser: boolean;
  amLawyer: boolean;
  amMaster: boolean;
  amHolder: boolean;
  /** May change the process's data, cause value and custom-field answers (PROCESS_EDITOR_PROFILES). */
  canEditProcesses: boolean;
}

/** The profile groups, from the contract (constants/profiles.ts) the API's route checks use too. */
export function deriveOrganizationFlags(
  organization: Pick<Organization, 'profile' | 'typeOrganization'>,
  hasHolder: boolean,
): OrganizationFlags {
  const { profile } = organization;
  return {
    amAdmin: isAdmin(profile),
    amUser: isUser(profile),
    amLawyer: isLawyer(profile),
    amMaster: organization.typeOrganization === 'MASTER',
    amHolder: hasHolder,
    canEditProcesses: canEditProcesses(profile),
  };
}

// The profile names a role, not the person: we do not know how each person wants to be called, so the labels use
// the inclusive form Brazilian firms use ('Advogado(a)') instead of the masculine one.
const PROFILE_LABELS: Record<Profile, string> = {
  BASIC: 'Usuário(a)',
  ADMIN: 'Administrador(a)',
  SUPER_ADMIN: 'Superadministrador(a)',
  LAWYER: 'Advogado(a)',
};

/** 'Perfil: Advogado(a)'. */
export function profileLabel(profile: Profile): string {
  return `Perfil: ${PROFILE_LABELS[profile] ?? profile}`;
}
