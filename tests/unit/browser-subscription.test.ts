import { describe, expect, it } from 'vitest';
import { applicationServerKey } from '../../src/features/device-notifications/browser-subscription';

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key (no padding, - and _) to its 65 bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 251) % 256);
    bytes[0] = 4;
    const key = Buffer.from(bytes).toString('base64url');
    expect(key).toMatch(/[-_]/);
    expect(key.endsWith('=')).toBe(false);
    expect([...applicationServerKey(key)]).toEqual([...bytes]);
  });
});
