import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_FILTERS,
  notificationListQuery,
  partyNames,
} from '../../src/features/notifications/notification-filters';

describe('notificationListQuery', () => {
  it('turns the 1-based UI page into the 0-based API page and drops empty filters', () => {
    expect(notificationListQuery(DEFAULT_NOTIFICATION_FILTERS, 1)).toEqual({
      page: 0,
      type: undefined,
      viewed: undefined,
      from: undefined,
      to: undefined,
    });
    expect(notificationListQuery(DEFAULT_NOTIFICATION_FILTERS, 3).page).toBe(2);
    expect(notificationListQuery(DEFAULT_NOTIFICATION_FILTERS, 0).page).toBe(0);
  });

  it('maps type, viewed state and period', () => {
    expect(
      notificationListQuery({ type: 'CHANGE_MOVIMENT', viewed: 'UNVIEWED', from: '2026-10-01', to: '2026-10-31' }, 2),
    ).toEqual({
      page: 1,
      type: 'CHANGE_MOVIMENT',
      viewed: false,
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(notificationListQuery({ ...DEFAULT_NOTIFICATION_FILTERS, viewed: 'VIEWED' }, 1).viewed).toBe(true);
  });
});

describe('partyNames', () => {
  it('keeps long party lists short', () => {
    expect(partyNames([])).toBe('Não informado');
    expect(partyNames(['Ana', ' ', 'Bruno'])).toBe('Ana, Bruno');
    expect(partyNames(['Ana', 'Bruno', 'Carla', 'Davi'])).toBe('Ana, Bruno e mais 2');
  });
});
