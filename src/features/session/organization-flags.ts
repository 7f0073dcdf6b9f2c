import type { Organization, Profile } from '../../contract/organization';

export interface OrganizationFlags {
  amAdmin: boolean;
  amUser: boolean;
  amLawyer: boolean;
  amMaster: boolean;
  amHolder: boolean;
}

/** Profile groups (docs/product.md#profile-groups): admin = ADMIN|SUPER_ADMIN, user = BASIC|SUPER_ADMIN, lawyer = LAWYER|SUPER_ADMIN. */
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
