import type { Organization, Profile } from '../../contract/organization';

export interface OrganizationFlags {
  amAdmin: boolean;
  amUser: boolean;
  amLawyer: boolean;
  amMaster: boolean;
  amHolder: boolean;
}

/** Spec §6: admin = ADMIN|SUPER_ADMIN, user = BASIC|SUPER_ADMIN, lawyer = LAWYER|SUPER_ADMIN. */
export function deriveOrganizationFlags(
  organization: Pick<Organization, 'profile' | 'typeOrganization'>,
  hasHolder: boolean,
): OrganizationFlags {
  const { profile } = organization;
  return {
    amAdmin: profile === 'ADMIN' || profile === 'SUPER_ADMIN',
    amUser: profile === 'BASIC' || profile === 'SUPER_ADMIN',
    amLawyer: profile === 'LAWYER' || profile === 'SUPER_ADMIN',
    amMaster: organization.typeOrganization === 'MASTER',
    amHolder: hasHolder,
  };
}

const PROFILE_LABELS: Record<Profile, string> = {
  BASIC: 'Usuário',
  ADMIN: 'Administrador',
  SUPER_ADMIN: 'Super administrador',
  LAWYER: 'Advogado',
};

export function profileLabel(profile: Profile): string {
  return PROFILE_LABELS[profile] ?? profile;
}
