import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrganizationUser } from '../../../contract/organization-users';
import { formatDate } from '../../../lib/format-date';
import { accessTypeLabel, lastSignInLabel } from '../member-labels';
import { MemberStatusBadge } from './member-status-badge';

interface Props {
  users: readonly OrganizationUser[];
  renderActions: (user: OrganizationUser) => ReactNode;
}

/** Desktop list: one row per member. */
export function UsersTable({ users, renderActions }: Props) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pessoa</Table.Th>
            <Table.Th>Perfil</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Último acesso</Table.Th>
            <Table.Th>Adicionado(a) em</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id} data-testid="user-row" data-email={u.email}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {u.name || u.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {u.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{accessTypeLabel(u.accessType)}</Text>
              </Table.Td>
              <Table.Td>
                <MemberStatusBadge status={u.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{lastSignInLabel(u.lastSignInAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(u.createdAt)}</Text>
                {u.createdByName && (
                  <Text size="xs" c="dimmed">
                    por {u.createdByName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">{renderActions(u)}</Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
