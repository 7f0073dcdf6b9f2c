import { describe, expect, it, vi } from 'vitest';
import { badgeCount, syncAppBadge } from '../../src/offline/app-badge';

describe('badgeCount', () => {
  it('floors at 0 and keeps the exact number above 99', () => {
    expect(badgeCount(undefined)).toBe(0);
    expect(badgeCount(null)).toBe(0);
    expect(badgeCount(-3)).toBe(0);
    expect(badgeCount(Number.NaN)).toBe(0);
    expect(badgeCount(0)).toBe(0);
    expect(badgeCount(7.9)).toBe(7);
    expect(badgeCount(150)).toBe(150);
  });
});

describe('syncAppBadge', () => {
  const stub = () => ({ setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) });

  it('sets the badge to the total', () => {
    const nav = stub();
    expect(syncAppBadge(12, nav)).toBe('set');
    expect(nav.setAppBadge).toHaveBeenCalledWith(12);
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
  });

  it('clears it at 0 or below', () => {
    const nav = stub();
    expect(syncAppBadge(-1, nav)).toBe('clear');
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
  });

  it('falls back to setAppBadge(0) without clearAppBadge', () => {
    const nav = { setAppBadge: vi.fn(() => Promise.resolve()) };
    expect(syncAppBadge(0, nav)).toBe('clear');
    expect(nav.setAppBadge).toHaveBeenCalledWith(0);
  });

  it('does nothing where the Badging API is missing', () => {
    expect(syncAppBadge(5, {})).toBe('unsupported');
    expect(syncAppBadge(5, undefined)).toBe('unsupported');
  });

  it('swallows synchronous throws and rejected promises', async () => {
    const rejected = { setAppBadge: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) };
    expect(syncAppBadge(3, rejected)).toBe('set');
    const throwing = {
      setAppBadge: vi.fn(() => {
        throw new Error('boom');
      }),
    };
    expect(syncAppBadge(3, throwing)).toBe('unsupported');
    await Promise.resolve();
  });
});
