import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisKeys } from '../../src/features/analyses/api/analysis-keys';
import { dashboardKeys } from '../../src/features/dashboard/api/dashboard-keys';
import { documentKeys } from '../../src/features/document-monitoring/api/document-keys';
import { notificationKeys } from '../../src/features/notifications/api/notification-keys';
import { processWorkspaceKeys } from '../../src/features/process-workspace/api/process-workspace-keys';
import { processKeys } from '../../src/features/processes/api/process-keys';
import { notificationTotalQueryOptions } from '../../src/features/session/api/get-notification-total';
import { sessionKeys } from '../../src/features/session/api/session-keys';
import { queryKeys } from '../../src/lib/query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);
const scope = { orgId: 7, holderId: 1 };

describe('query keys grow from one root', () => {
  it('puts everything of a process under process(orgId, processId)', () => {
    const root = queryKeys.process(7, 42);
    const keys = [
      processKeys.detail(7, 42),
      processKeys.movements(7, 42, {} as never),
      processKeys.autos(7, 42),
      processWorkspaceKeys.customFields(7, 42),
      processWorkspaceKeys.customFieldAnswers(7, 42),
      processWorkspaceKeys.customFieldValues(7, 42, 3),
      processWorkspaceKeys.processChecklist(7, 42),
    ];
    for (const key of keys) expect(startsWith(key, root), JSON.stringify(key)).toBe(true);
    expect(startsWith(processKeys.detail(7, 43), root)).toBe(false);
  });

  it('puts what consumes or shows a holder’s balance under holder(scope), and the scope’s two ids cannot trade places', () => {
    const root = queryKeys.holder(scope);
    for (const key of [
      dashboardKeys.balance(scope),
      documentKeys.activities(scope, { page: 0 }),
      analysisKeys.analysis(scope, 3, 4),
    ]) {
      expect(startsWith(key, root), JSON.stringify(key)).toBe(true);
    }
    expect(root).toEqual(['organization', 7, 'holder', 1]);
    expect(startsWith(dashboardKeys.balance({ orgId: 1, holderId: 7 }), root)).toBe(false);
  });

  it('puts every organization-scoped key under organization(orgId): a switch refreshes them by one prefix', () => {
    const root = queryKeys.organization(7);
    const keys = [
      processKeys.list(7, {} as never),
      processKeys.movementTypes(7),
      notificationKeys.list(7, {} as never, 1),
      queryKeys.notificationTotal(7),
      sessionKeys.holders(7),
      documentKeys.search(7, '52998224725', 0),
      processWorkspaceKeys.checklistGroups(7),
      processWorkspaceKeys.organizationUsers(7),
      queryKeys.holder(scope),
      queryKeys.process(7, 42),
    ];
    for (const key of keys) expect(startsWith(key, root), JSON.stringify(key)).toBe(true);
  });

  it('has one key for the notification total: the badge reads what the centre sets, under the centre’s prefix', () => {
    expect(notificationTotalQueryOptions(7).queryKey).toEqual(queryKeys.notificationTotal(7));
    expect(startsWith(queryKeys.notificationTotal(7), notificationKeys.all(7))).toBe(true);
  });

  it('writes no query key as a literal outside lib/query-keys.ts', () => {
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    })('src');
    const roots = /\[\s*'(session|organization|processes|plan-types|case-files|device|offline-pins|storage-estimate)'/;
    const offenders = files.filter((file) => {
      if (file.endsWith(join('lib', 'query-keys.ts'))) return false;
      const text = readFileSync(file, 'utf8');
      return /queryKey:\s*\[/.test(text) || roots.test(text.replace(/^\s*(\/\/|\*).*$/gm, ''));
    });
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
