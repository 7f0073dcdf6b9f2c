import type { OrganizationType, Profile } from '../../src/contract/organization.ts';

/**
 * The demo world, shared by the identity provisioning (cognito-local users) and the database seed
 * (organizations, memberships, holders). Keep the two in step by editing only this file.
 */
export const DEMO_PASSWORD = 'Painel@2026';
export const DEMO_TEMPORARY_PASSWORD = 'Temporaria@2026';

export interface DemoOrganization {
  id: number;
  name: string;
  type: OrganizationType;
  holder: { id: number; name: string } | null;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  { id: 590, name: 'Moraes & Associados Advocacia', type: 'LAW_FIRM', holder: { id: 1, name: 'Moraes & Associados Advocacia Ltda' } },
  { id: 371, name: 'Grupo Atlântico Compliance', type: 'COMPANY', holder: { id: 2, name: 'Atlântico Participações S.A.' } },
  { id: 100, name: 'Painel Jurídico Master', type: 'MASTER', holder: { id: 3, name: 'Painel Jurídico Tecnologia Ltda' } },
  { id: 245, name: 'Ribeiro Costa Sociedade de Advogados', type: 'LAW_FIRM', holder: null },
];

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  /** Memberships: organization id and the user's profile in it. */
  memberships: { organizationId: number; profile: Profile }[];
  /** A temporary password: the first sign-in must set a new one (NEW_PASSWORD_REQUIRED). */
  temporaryPassword?: boolean;
  /** False for users whose password only an administrator may reset (forgot-password answers 403). */
  canResetPassword: boolean;
  /** What the README says about this login. */
  role: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@exemplo.test', firstName: 'Ana', lastName: 'Moraes', memberships: [{ organizationId: 590, profile: 'ADMIN' }], canResetPassword: true, role: 'Administradora (ADMIN) do escritório Moraes & Associados' },
  { email: 'basico@exemplo.test', firstName: 'Bruno', lastName: 'Souza', memberships: [{ organizationId: 590, profile: 'BASIC' }], canResetPassword: true, role: 'Usuário básico (BASIC)' },
  { email: 'advogada@exemplo.test', firstName: 'Carla', lastName: 'Lima', memberships: [{ organizationId: 590, profile: 'LAWYER' }], canResetPassword: true, role: 'Advogada (LAWYER)' },
  { email: 'master@exemplo.test', firstName: 'Diego', lastName: 'Castro', memberships: [{ organizationId: 100, profile: 'SUPER_ADMIN' }, { organizationId: 371, profile: 'SUPER_ADMIN' }], canResetPassword: true, role: 'Super admin na organização MASTER e no Grupo Atlântico (troca de organização)' },
  { email: 'temporaria@exemplo.test', firstName: 'Elisa', lastName: 'Nunes', memberships: [{ organizationId: 590, profile: 'BASIC' }], temporaryPassword: true, canResetPassword: true, role: 'Senha temporária: o primeiro acesso pede uma nova senha' },
  { email: 'semorganizacao@exemplo.test', firstName: 'Fábio', lastName: 'Rocha', memberships: [], canResetPassword: true, role: 'Sem organização: o acesso é recusado' },
  { email: 'restrito@exemplo.test', firstName: 'Gabriela', lastName: 'Pires', memberships: [{ organizationId: 245, profile: 'BASIC' }], canResetPassword: false, role: 'Não pode redefinir a própria senha' },
];
