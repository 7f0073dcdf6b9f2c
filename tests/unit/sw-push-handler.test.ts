import { describe, expect, it } from 'vitest';
import type { PushPayload } from '../../src/contract/push';
import { pushTag, pushTargetPath } from '../../src/contract/constants/push';
import { paths } from '../../src/lib/paths';
import { GENERIC_TITLE, handlePush, type NotificationData } from '../../src/sw/push-handler';
import { fakeScope, pushData } from './sw-fake-scope';

const change = (over: Partial<PushPayload> = {}): PushPayload => ({
  version: 1,
  kind: 'process',
  organizationId: 2,
  title: 'Nova movimentação no processo',
  body: '0001234-56.2024.8.26.0100 · TJSP\nJuntada de petição',
  tag: pushTag('process', 2, 42),
  url: pushTargetPath(42),
  total: 7,
  processId: 42,
  processNumber: '0001234-56.2024.8.26.0100',
  court: 'TJSP',
  notificationType: 'CHANGE_MOVIMENT',
  sentAt: '2026-11-24T03:00:00.000Z',
  ...over,
});

describe('the push handler', () => {
  it('shows the Portuguese notification of the process and sets the icon badge to the total', async () => {
    const { scope, shown, badge } = fakeScope();
    await handlePush(scope, pushData(change()));
    expect(shown).toHaveLength(1);
    const [n] = shown;
    expect(n?.title).toBe('Nova movimentação no processo');
    expect(n?.body).toBe('0001234-56.2024.8.26.0100 · TJSP\nJuntada de petição');
    expect(n?.tag).toBe('processo-42');
    expect(n?.options.renotify).toBe(true);
    expect(n?.options.icon).toBe('/icons/icon-192.png');
    expect(n?.options.badge).toBe('/icons/badge-96.png');
    expect(n?.data).toEqual({
      url: '/processos/42',
      organizationId: 2,
      processId: 42,
      count: 1,
    } satisfies NotificationData);
    expect(badge.setAppBadge).toHaveBeenCalledWith(7);
    expect(badge.clearAppBadge).not.toHaveBeenCalled();
  });

  it('collapses a second change of the same process into one notification, keeps others apart', async () => {
    const { scope, shown, badge } = fakeScope();
    await handlePush(scope, pushData(change()));
    await handlePush(
      scope,
      pushData(change({ body: '0001234-56.2024.8.26.0100 · TJSP\nSentença publicada', total: 8 })),
    );
    await handlePush(
      scope,
      pushData(change({ processId: 43, tag: pushTag('process', 2, 43), url: pushTargetPath(43), total: 9 })),
    );
    expect(shown.map((n) => n.tag)).toEqual(['processo-42', 'processo-43']);
    expect(shown[0]?.body).toBe('0001234-56.2024.8.26.0100 · TJSP\nSentença publicada\n2 novidades neste processo');
    expect((shown[0]?.data as NotificationData).count).toBe(2);
    expect((shown[1]?.data as NotificationData).url).toBe('/processos/43');
    expect(badge.setAppBadge.mock.calls.map((c) => c[0])).toEqual([7, 8, 9]);
  });

  it('clears the badge at 0 and still shows the notification (never a silent push)', async () => {
    const { scope, shown, badge } = fakeScope();
    await handlePush(
      scope,
      pushData(
        change({
          kind: 'test',
          tag: 'teste',
          processId: null,
          url: '/notificacoes',
          total: 0,
          title: 'Teste de notificação',
        }),
      ),
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('Teste de notificação');
    expect((shown[0]?.data as NotificationData).url).toBe(paths.notifications.getHref());
    expect(badge.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(badge.setAppBadge).not.toHaveBeenCalled();
  });

  it('a summary of several changes opens the notification centre', async () => {
    const { scope, shown } = fakeScope();
    await handlePush(
      scope,
      pushData(
        change({ kind: 'several', tag: pushTag('several', 2, null), processId: null, url: '/notificacoes', total: 30 }),
      ),
    );
    expect((shown[0]?.data as NotificationData).url).toBe('/notificacoes');
  });

  it.each([
    ['no body', null],
    ['not JSON', pushData('{oops')],
    ['another version', pushData({ ...change(), version: 2 })],
    ['a missing title', pushData({ ...change(), title: '' })],
    ['a wrong total', pushData({ ...change(), total: '7' })],
  ])('shows the generic "Novas movimentações" for %s and leaves the badge alone', async (_name, data) => {
    const { scope, shown, badge } = fakeScope();
    await handlePush(scope, data);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe(GENERIC_TITLE);
    expect((shown[0]?.data as NotificationData).url).toBe('/notificacoes');
    expect(badge.setAppBadge).not.toHaveBeenCalled();
    expect(badge.clearAppBadge).not.toHaveBeenCalled();
  });

  it('shows the notification where the Badging API is missing', async () => {
    const { scope, shown } = fakeScope({ badging: false });
    await handlePush(scope, pushData(change()));
    expect(shown).toHaveLength(1);
  });

  it('the contract paths are the app routes', () => {
    expect(pushTargetPath(42)).toBe(paths.process.getHref(42));
    expect(pushTargetPath(null)).toBe(paths.notifications.getHref());
  });
});
