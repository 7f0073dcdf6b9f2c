import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/lib/format-bytes';
import { clampSavedAt, PERSIST_MAX_AGE_MS } from '../../src/offline/query-persistence';
import { isNearQuota, isQuotaError } from '../../src/offline/storage-quota';

describe('sizes in pt-BR', () => {
  it('uses bytes, then one decimal with a comma', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1,0 KB');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024 + 200 * 1024)).toBe('5,2 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3,0 GB');
  });
});

describe('storage quota', () => {
  it('warns from 90 % of a known quota', () => {
    expect(isNearQuota(89, 100)).toBe(false);
    expect(isNearQuota(90, 100)).toBe(true);
    expect(isNearQuota(150, 100)).toBe(true);
    // Unknown quota (0): nothing to compare with.
    expect(isNearQuota(10, 0)).toBe(false);
  });

  it('recognises a write refused for lack of space, whatever the browser calls it', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(Object.assign(new Error('full'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' }))).toBe(true);
    expect(isQuotaError(new DOMException('no', 'NotFoundError'))).toBe(false);
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});

describe('a wrong device clock and the age limit', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0);

  it('keeps past save times as they are', () => {
    expect(clampSavedAt(now - 1000, now)).toBe(now - 1000);
    expect(clampSavedAt(now - PERSIST_MAX_AGE_MS - 1, now)).toBe(now - PERSIST_MAX_AGE_MS - 1);
  });

  it('counts a save "in the future" (clock ahead then, or set back since) as now, so it cannot outlive the limit', () => {
    expect(clampSavedAt(now + 365 * 24 * 3600_000, now)).toBe(now);
    expect(clampSavedAt(now + 1, now)).toBe(now);
    expect(clampSavedAt(Number.NaN, now)).toBe(now);
  });
});
