import type { OrganizationType, Profile } from '../../src/contract/organization.ts';

/**
 * The demo world, shared by the identity provisioning (cognito-local users) and the database seed
 * (organizations, memberships, holders). Keep the two in step by editing only this file.
 */
export const DEMO_PASSWORD = 'Painel@2026';
export const DEMO_TEMPORARY_PASSWORD = 'Temporaria@2026';

interface DemoOrganization {
  id: number;
  name: string;
  type: OrganizationType;
  holder: { id: number; name: string } | null;
}

/** The demo organizations' ids by name: the seed and the tests say `DEMO_ORGS.moraes`, never a bare 590. */
export const DEMO_ORGS: Readonly<Record<'moraes' | 'atlantico' | 'master' | 'ribeiro', number>> = Object.freeze({
  /** Moraes & Associados Advocacia (LAW_FIRM): most of the processes; the admin, basic and lawyer logins. */
  moraes: 590,
  /** Grupo Atlântico Compliance (COMPANY): the master login's second organization. */
  atlantico: 371,
  /** Painel Jurídico Master (MASTER). */
  master: 100,
  /** Ribeiro Costa Sociedade de Advogados (LAW_FIRM without a holder): the login that may not reset its password. */
  ribeiro: 245,
});

/** The holders of the demo organizations (Ribeiro Costa has none). */
export const DEMO_HOLDERS: Readonly<Record<'moraes' | 'atlantico' | 'master', number>> = Object.freeze({
  moraes: 1,
  atlantico: 2,
  master: 3,
});

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    id: DEMO_ORGS.moraes,
    name: 'Moraes & Associados Advocacia',
    type: 'LAW_FIRM',
    holder: { id: DEMO_HOLDERS.moraes, name: 'Moraes & Associados Advocacia Ltda' },
  },
  {
    id: DEMO_ORGS.atlantico,
    name: 'Grupo Atlântico Compliance',
    type: 'COMPANY',
    holder: { id: DEMO_HOLDERS.atlantico, name: 'Atlântico Participações S.A.' },
  },
  {
    id: DEMO_ORGS.master,
    name: 'Painel Jurídico Master',
    type: 'MASTER',
    holder: { id: DEMO_HOLDERS.master, name: 'Painel Jurídico Tecnologia Ltda' },
  },
  { id: DEMO_ORGS.ribeiro, name: 'Ribeiro Costa Sociedade de Advogados', type: 'LAW_FIRM', holder: null },
];

/** The demo logins' e-mails by name: the seed, the identity provisioning and the tests say `DEMO_EMAILS.admin`. */
export const DEMO_EMAILS = Object.freeze({
  admin: 'admin@exemplo.test',
  basico: 'basico@exemplo.test',
  advogada: 'advogada@exemplo.test',
  master: 'master@exemplo.test',
  temporaria: 'temporaria@exemplo.test',
  semOrganizacao: 'semorganizacao@exemplo.test',
  restrito: 'restrito@exemplo.test',
  conviteExpirado: 'convite.expirado@exemplo.test',
  inativo: 'inativo@exemplo.test',
});

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  /** Memberships: organization id and the user's profile in it; `active: false` = deactivated by an admin there. */
  memberships: { organizationId: number; profile: Profile; active?: boolean }[];
  /** A temporary password: the first sign-in must set a new one (NEW_PASSWORD_REQUIRED). */
  temporaryPassword?: boolean;
  /**
   * An invitation whose temporary password was issued long ago (expired after the pool's validity): the sign-in
   * answers 'Senha temporária expirada! …' until an admin uses "Reenviar convite".
   */
  expiredInvite?: boolean;
  /** False for users whose password only an administrator may reset (forgot-password answers 403). */
  canResetPassword: boolean;
  /** What the README says about this login. */
  role: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: DEMO_EMAILS.admin,
    firstName: 'Ana',
    lastName: 'Moraes',
    memberships: [{ organizationId: DEMO_ORGS.moraes, profile: 'ADMIN' }],
    canResetPassword: true,
    role: 'Administradora (ADMIN) do escritório Moraes & Associados',
  },
  {
    email: DEMO_EMAILS.basico,
    firstName: 'Bruno',
    lastName: 'Souza',
    memberships: [{ organizationId: DEMO_ORGS.moraes, profile: 'BASIC' }],
    canResetPassword: true,
    role: 'Usuário básico (BASIC)',
  },
  {
    email: DEMO_EMAILS.advogada,
    firstName: 'Carla',
    lastName: 'Lima',
    memberships: [{ organizationId: DEMO_ORGS.moraes, profile: 'LAWYER' }],
    canResetPassword: true,
    role: 'Advogada (LAWYER)',
  },
  {
    email: DEMO_EMAILS.master,
    firstName: 'Diego',
    lastName: 'Castro',
    memberships: [
      { organizationId: DEMO_ORGS.master, profile: 'SUPER_ADMIN' },
      { organizationId: DEMO_ORGS.atlantico, profile: 'SUPER_ADMIN' },
    ],
    canResetPassword: true,
    role: 'Super admin na organização MASTER e no Grupo Atlântico (troca de organização)',
  },
  {
    email: DEMO_EMAILS.temporaria,
    firstName: 'Elisa',
    lastName: 'Nunes',
    memberships: [{ organizationId: DEMO_ORGS.moraes, profile: 'BASIC' }],
    temporaryPassword: true,
    canResetPassword: true,
    role: 'Senha temporária: o primeiro acesso pede uma nova senha',
  },
  {
    email: DEMO_EMAILS.semOrganizacao,
    firstName: 'Fábio',
    lastName: 'Rocha',
    memberships: [],
    canResetPassword: true,
    role: 'Sem organização: o acesso é recusado',
  },
  {
    email: DEMO_EMAILS.restrito,
    firstName: 'Gabriela',
    lastName: 'Pires',
    memberships: [{ organizationId: DEMO_ORGS.ribeiro, profile: 'BASIC' }],
    canResetPassword: false,
    role: 'Não pode redefinir a própria senha',
  },
  {
    email: DEMO_EMAILS.conviteExpirado,
    firstName: 'Helena',
    lastName: 'Dias',
    memberships: [{ organizationId: DEMO_ORGS.moraes, profile: 'BASIC' }],
    temporaryPassword: true,
    expiredInvite: true,
    canResetPassword: true,
    role: 'Convite expirado: o acesso mostra "Senha temporária expirada!" até o admin reenviar o convite',
  },
  {
    email: DEMO_EMAILS.inativo,
    firstName: 'Igor',
    lastName: 'Mendes',
    memberships: [
      { organizationId: DEMO_ORGS.moraes, profile: 'LAWYER', active: false },
      { organizationId: DEMO_ORGS.ribeiro, profile: 'BASIC' },
    ],
    canResetPassword: true,
    role: 'Desativado no Moraes & Associados, ativo no Ribeiro Costa',
  },
];
