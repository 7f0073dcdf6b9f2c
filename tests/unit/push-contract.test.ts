import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths.ts';
import { pushTag, pushTargetPath } from '../../src/contract/constants/push.ts';

describe('push payload addresses (src/contract/constants/push.ts)', () => {
  it('opens the process page of the route table, or the notification centre', () => {
    expect(pushTargetPath(4321)).toBe(paths.process.getHref(4321));
    expect(pushTargetPath(null)).toBe(paths.notifications.getHref());
  });

  it('tags one notification per process, one per organization summary, one for tests', () => {
    expect(pushTag('process', 7, 12)).toBe('processo-12');
    expect(pushTag('process', 7, 13)).not.toBe(pushTag('process', 7, 12));
    expect(pushTag('several', 7, null)).toBe('novidades-7');
    expect(pushTag('test', 7, null)).toBe('teste');
  });
});
