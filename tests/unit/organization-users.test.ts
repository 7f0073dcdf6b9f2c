import { QueryClient } from '@tanstack/react-query';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MEMBER_STATUSES } from '../../src/contract/constants/organization-users';
import { AddUserBody } from '../../src/contract/organization-users';
import { ADD_USER_MESSAGES, validateAddUser } from '../../src/features/organization-users/add-user-validation';
import { onOrganizationUsersChanged } from '../../src/features/organization-users/api/on-organization-users-changed';
import { organizationUsersKeys } from '../../src/features/organization-users/api/organization-users-keys';
import { usersQueryOptions } from '../../src/features/organization-users/api/get-users';
import { auditEventsQueryOptions } from '../../src/features/organization-users/api/get-audit-events';
import { auditChanges, auditTargetLabel, auditActorLabel } from '../../src/features/organization-users/audit-labels';
import {
  EMPTY_AUDIT_STATE,
  readAuditState,
  toAuditQuery,
  writeAuditState,
} from '../../src/features/organization-users/audit-params';
import {
  accessTypeLabel,
  lastSignInLabel,
  statusColor,
  statusLabel,
} from '../../src/features/organization-users/member-labels';
import {
  readUserListState,
  toListUserQuery,
  writeUserListState,
} from '../../src/features/organization-users/user-list-params';
import { processWorkspaceKeys } from '../../src/features/process-workspace/api/process-workspace-keys';
import { sessionKeys } from '../../src/features/session/api/session-keys';
import { queryKeys } from '../../src/lib/query-keys';

describe('member labels', () => {
  it('names every status and profile in Portuguese, from the contract', () => {
    expect(MEMBER_STATUSES.map(statusLabel)).toEqual(['Ativo', 'Inativo', 'Convite pendente']);
    expect(new Set(MEMBER_STATUSES.map(statusColor)).size).toBe(3);
    expect(accessTypeLabel('LAWYER')).toBe('Advogado(a)');
    expect(accessTypeLabel('SUPER_ADMIN')).toBe('Superadministrador(a)');
  });

  it('says when a member never signed in, and the Brasília time otherwise', () => {
    expect(lastSignInLabel(null)).toBe('Nunca entrou');
    expect(lastSignInLabel('2026-11-23T17:05:00Z')).toBe('23/11/2026 14:05');
  });
});

describe('the user list filters in the URL', () => {
  it('reads what it wrote and refuses unknown statuses', () => {
    const state = { busca: 'maria', status: 'INVITED' as const };
    expect(readUserListState(new URLSearchParams(writeUserListState(state)))).toEqual(state);
    expect(readUserListState(new URLSearchParams('status=BANIDO&busca=%20%20'))).toEqual({ busca: '', status: '' });
    expect(readUserListState(new URLSearchParams('status=inactive'))).toEqual({ busca: '', status: 'INACTIVE' });
    expect(writeUserListState({ busca: '', status: '' })).toEqual({});
  });

  it('sends only the chosen filters to the API', () => {
    expect(toListUserQuery({ busca: '', status: '' })).toEqual({});
    expect(toListUserQuery({ busca: 'ana', status: 'ACTIVE' })).toEqual({ q: 'ana', status: 'ACTIVE' });
  });
});

describe('the audit filters in the URL', () => {
  it('reads what it wrote, normalises the document and swaps a reversed period', () => {
    const state = {
      pessoa: 'u-1',
      acao: 'USER_INACTIVATED' as const,
      de: '2026-11-01',
      ate: '2026-11-23',
      documento: '12345678909',
      pagina: 3,
    };
    expect(readAuditState(new URLSearchParams(writeAuditState(state)))).toEqual(state);
    expect(
      readAuditState(new URLSearchParams('documento=123.456.789-09&de=2026-11-23&ate=2026-11-01&acao=HACK&pagina=-2')),
    ).toEqual({
      ...EMPTY_AUDIT_STATE,
      documento: '12345678909',
      de: '2026-11-01',
      ate: '2026-11-23',
    });
    expect(readAuditState(new URLSearchParams('de=2026-02-30'))).toEqual(EMPTY_AUDIT_STATE);
    expect(writeAuditState(EMPTY_AUDIT_STATE)).toEqual({});
  });

  it('asks the API for 0-based pages with the contract names', () => {
    expect(toAuditQuery({ ...EMPTY_AUDIT_STATE, pagina: 2, acao: 'SIGN_IN', documento: '12345678909' })).toEqual({
      page: 1,
      action: 'SIGN_IN',
      document: '12345678909',
    });
    expect(toAuditQuery(EMPTY_AUDIT_STATE)).toEqual({ page: 0 });
  });
});

describe('the add-person form', () => {
  it('refuses what the API would refuse, with Portuguese reasons', () => {
    expect(validateAddUser({ email: '', name: '', accessType: '' })).toEqual({
      email: ADD_USER_MESSAGES.emailRequired,
      name: ADD_USER_MESSAGES.nameRequired,
      accessType: ADD_USER_MESSAGES.accessTypeRequired,
    });
    expect(validateAddUser({ email: 'sem-arroba.com', name: 'a'.repeat(121), accessType: 'ROOT' as never })).toEqual({
      email: ADD_USER_MESSAGES.emailInvalid,
      name: ADD_USER_MESSAGES.nameTooLong,
      accessType: ADD_USER_MESSAGES.accessTypeRequired,
    });
    const values = { email: ' nova@exemplo.test ', name: 'Nova Pessoa', accessType: 'LAWYER' as const };
    expect(validateAddUser(values)).toEqual({});
    const body = {
      username: values.email.trim(),
      organizationLawFirmId: 1,
      accessType: values.accessType,
      name: values.name,
    };
    expect(Value.Check(AddUserBody, body)).toBe(true);
  });
});

describe('audit rows in words', () => {
  it('lists what changed, and who did it', () => {
    expect(auditChanges({ active: true, status: 'ACTIVE' }, { active: false })).toEqual(['Ativo: sim → não']);
    expect(auditChanges({ accessType: 'BASIC' }, { accessType: 'ADMIN' })).toEqual([
      'Perfil: Usuário(a) → Administrador(a)',
    ]);
    expect(auditChanges(null, { accessType: 'LAWYER', status: 'INVITED', identityCreated: true })).toEqual([
      'Perfil: Advogado(a)',
      'Situação: Convite pendente',
      'Novo acesso criado: sim',
    ]);
    // A custom field's own label, unchanged values left out.
    expect(auditChanges({ Fase: 'Inicial', Cliente: 'A' }, { Fase: 'Recursal', Cliente: 'A' })).toEqual([
      'Fase: Inicial → Recursal',
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditTargetLabel({ targetLabel: null, targetDocument: '***.456.789-**' })).toBe('***.456.789-**');
    expect(auditTargetLabel({ targetLabel: null, targetDocument: null })).toBe('—');
    expect(auditActorLabel({ actorName: null, actorEmail: null })).toBe('Sistema');
  });
});

describe('queries and invalidation', () => {
  it('keeps the admin lists out of the offline cache', () => {
    expect(usersQueryOptions(7, {}).meta?.persist).toBeUndefined();
    expect(auditEventsQueryOptions(7, { page: 0 }).meta?.persist).toBeUndefined();
  });

  it('refreshes the admin list, the assignable people and the audit trail after a change, and nothing of another organization', async () => {
    const client = new QueryClient();
    const keys = [
      organizationUsersKeys.list(7, { status: 'ACTIVE' }),
      processWorkspaceKeys.organizationUsers(7),
      organizationUsersKeys.auditPage(7, { page: 0 }),
      organizationUsersKeys.list(8, {}),
      queryKeys.processes(7),
    ];
    for (const key of keys) client.setQueryData(key, []);
    await onOrganizationUsersChanged(client, 7);
    const invalidated = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(invalidated).toEqual([true, true, true, false, false]);
  });

  it('asks the session again only when the admin changed their own profile', async () => {
    const client = new QueryClient();
    const organizations = sessionKeys.organizations();
    client.setQueryData(organizations, []);
    await onOrganizationUsersChanged(client, 7);
    expect(client.getQueryState(organizations)?.isInvalidated).toBe(false);
    await onOrganizationUsersChanged(client, 7, { ownProfile: true });
    expect(client.getQueryState(organizations)?.isInvalidated).toBe(true);
  });
});
