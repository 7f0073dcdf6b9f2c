import { describe, expect, it } from 'vitest';
import { notificationKeys } from '../../src/features/notifications/api/notification-keys';
import { processWorkspaceKeys } from '../../src/features/process-workspace/api/process-workspace-keys';
import { processKeys } from '../../src/features/processes/api/process-keys';
import { sessionKeys } from '../../src/features/session/api/session-keys';
import { isPersistableQueryKey, shouldPersistQuery } from '../../src/offline/persist-filter';

const success = (queryKey: readonly unknown[]) => ({ queryKey, state: { status: 'success' as const } });

describe('persisted query keys', () => {
  it('keeps processes, notifications and the session needed to render them', () => {
    const keep = [
      processKeys.list(7, { page: 1 } as never),
      processKeys.detail(7, 42),
      processKeys.movements(7, 42, {} as never),
      processKeys.autos(7, 42),
      notificationKeys.list(7, {} as never, 1),
      notificationKeys.total(7),
      sessionKeys.notificationTotal(7),
      sessionKeys.user(),
      sessionKeys.organizations(),
      sessionKeys.holders(7),
      // Custom fields of a process: kept for "Disponível offline".
      processWorkspaceKeys.customFields(7, 42),
      processWorkspaceKeys.customFieldAnswers(7, 42),
      processWorkspaceKeys.customFieldValues(7, 42, 3),
    ];
    for (const key of keep) expect(isPersistableQueryKey(key), JSON.stringify(key)).toBe(true);
  });

  it('drops everything else, including signed document URLs and other organization data', () => {
    const drop = [
      processKeys.caseFileUrl(9),
      sessionKeys.planTypes(),
      ['organization', 7, 'holder', 1, 'balance'],
      processWorkspaceKeys.processChecklist(7, 42),
      processWorkspaceKeys.checklistGroups(7),
      ['organization', 7, 'listuser'],
      ['organization', 7, 'holders', 'extra'],
      ['organization', 'x', 'notifications'],
      ['processes'],
      ['session', 'user', 'other'],
      [],
    ];
    for (const key of drop) expect(isPersistableQueryKey(key), JSON.stringify(key)).toBe(false);
  });

  it('persists only successful queries', () => {
    const key = processKeys.detail(7, 42);
    expect(shouldPersistQuery(success(key))).toBe(true);
    expect(shouldPersistQuery({ queryKey: key, state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: key, state: { status: 'pending' } })).toBe(false);
  });

  it('keeps a saved answer whose refresh failed (server down): it must still be there at the next start', () => {
    const key = processKeys.detail(7, 42);
    expect(shouldPersistQuery({ queryKey: key, state: { status: 'error', data: { id: 42 } } })).toBe(true);
  });
});
