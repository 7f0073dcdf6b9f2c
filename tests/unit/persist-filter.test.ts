import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { analysisDetailQueryOptions } from '../../src/features/analyses/api/get-analysis-detail';
import { analysisQueryOptions } from '../../src/features/analyses/api/get-analysis';
import { analysisMetricQueryOptions } from '../../src/features/analyses/api/get-analysis-metric';
import { balanceQueryOptions } from '../../src/features/dashboard/api/get-balance';
import { activitiesQueryOptions } from '../../src/features/document-monitoring/api/get-activities';
import { searchDocumentQueryOptions } from '../../src/features/document-monitoring/api/search-document';
import { notificationsQueryOptions } from '../../src/features/notifications/api/get-notifications';
import { checklistGroupsQueryOptions } from '../../src/features/process-workspace/api/get-checklist-groups';
import { customFieldAnswersQueryOptions } from '../../src/features/process-workspace/api/get-custom-field-answers';
import { customFieldValuesQueryOptions } from '../../src/features/process-workspace/api/get-custom-field-values';
import { customFieldsQueryOptions } from '../../src/features/process-workspace/api/get-custom-fields';
import { organizationUsersQueryOptions } from '../../src/features/process-workspace/api/get-organization-users';
import { processChecklistQueryOptions } from '../../src/features/process-workspace/api/get-process-checklist';
import { autosQueryOptions } from '../../src/features/processes/api/get-autos';
import { caseFileUrlQueryOptions } from '../../src/features/processes/api/get-case-file-url';
import { movementTypesQueryOptions } from '../../src/features/processes/api/get-movement-types';
import { movementsQueryOptions } from '../../src/features/processes/api/get-movements';
import { processQueryOptions } from '../../src/features/processes/api/get-process';
import { processesQueryOptions } from '../../src/features/processes/api/get-processes';
import { holdersQueryOptions } from '../../src/features/session/api/get-holders';
import { notificationTotalQueryOptions } from '../../src/features/session/api/get-notification-total';
import { organizationsQueryOptions } from '../../src/features/session/api/get-organizations';
import { planTypesQueryOptions } from '../../src/features/session/api/get-plan-types';
import { userQueryOptions } from '../../src/features/session/api/get-user';
import { isPersistedQuery, shouldPersistQuery } from '../../src/offline/persist-filter';

const scope = { orgId: 7, holderId: 1 };

// What "Disponível offline" and an offline start need (docs/architecture.md#persisted-query-cache): declared on each query's options.
const kept = {
  processList: processesQueryOptions(7, { page: 1 } as never),
  processDetail: processQueryOptions(7, 42),
  movements: movementsQueryOptions(7, 42, {} as never),
  movementTypes: movementTypesQueryOptions(7),
  autos: autosQueryOptions(7, 42),
  notifications: notificationsQueryOptions(7, {} as never, 1),
  notificationTotal: notificationTotalQueryOptions(7),
  user: userQueryOptions(),
  organizations: organizationsQueryOptions(),
  holders: holdersQueryOptions(7),
  customFields: customFieldsQueryOptions(7, 42),
  customFieldAnswers: customFieldAnswersQueryOptions(7, 42),
  customFieldValues: customFieldValuesQueryOptions(7, 42, 3),
};

// Signed links, plan types, balances, admin lists and the holder's lookups are fetched again.
const refetched = {
  caseFileUrl: caseFileUrlQueryOptions(9),
  planTypes: planTypesQueryOptions(),
  balance: balanceQueryOptions(scope),
  processChecklist: processChecklistQueryOptions(7, 42),
  checklistGroups: checklistGroupsQueryOptions(7),
  organizationUsers: organizationUsersQueryOptions(7),
  activities: activitiesQueryOptions(scope, { page: 0 }),
  search: searchDocumentQueryOptions(7, '52998224725', 0),
  analysis: analysisQueryOptions(scope, 3, 4),
  analysisDetail: analysisDetailQueryOptions(scope, 3, 4, { from: 0, size: 10 } as never),
  analysisMetric: analysisMetricQueryOptions(scope, 3, 4, {} as never),
};

describe('persisted queries', () => {
  it('keeps processes, notifications, the session needed to render them and a process’s custom fields', () => {
    for (const [name, options] of Object.entries(kept)) expect(isPersistedQuery(options), name).toBe(true);
  });

  it('drops everything else, including signed case-file links and other organization data', () => {
    for (const [name, options] of Object.entries(refetched)) expect(isPersistedQuery(options), name).toBe(false);
  });

  it('persists only successful queries', () => {
    const meta = kept.processDetail.meta;
    expect(shouldPersistQuery({ meta, state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ meta, state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ meta, state: { status: 'pending' } })).toBe(false);
    expect(shouldPersistQuery({ meta: undefined, state: { status: 'success' } })).toBe(false);
  });

  it('keeps a saved answer whose refresh failed (server down): it must still be there at the next start', () => {
    expect(shouldPersistQuery({ meta: kept.processDetail.meta, state: { status: 'error', data: { id: 42 } } })).toBe(
      true,
    );
  });

  it('still keeps a restored query that no screen has used yet: its declaration comes back with it', async () => {
    const before = new QueryClient();
    await before.prefetchQuery({ ...kept.processDetail, queryFn: () => ({ id: 42 }) as never });
    await before.prefetchQuery({ ...refetched.balance, queryFn: () => ({ balance: [] }) as never });
    const saved = dehydrate(before, { shouldDehydrateQuery: shouldPersistQuery });
    expect(saved.queries.map((q) => q.queryKey)).toEqual([kept.processDetail.queryKey]);

    // The next start: hydrated from the saved copy, then saved again before any observer set its options.
    const after = new QueryClient();
    hydrate(after, JSON.parse(JSON.stringify(saved)) as typeof saved);
    const again = dehydrate(after, { shouldDehydrateQuery: shouldPersistQuery });
    expect(again.queries.map((q) => q.queryKey)).toEqual([kept.processDetail.queryKey]);
    before.clear();
    after.clear();
  });
});
