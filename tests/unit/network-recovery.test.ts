import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isServerUnreachable,
  markServerAnswered,
  markServerUnreachable,
  subscribeRecovery,
} from '../../src/lib/network';

describe('subscribeRecovery', () => {
  afterEach(() => markServerAnswered());

  it('calls back once each time the server answers again, not while it stays up or down', () => {
    const onBack = vi.fn();
    const stop = subscribeRecovery(isServerUnreachable, onBack);
    markServerAnswered();
    expect(onBack).not.toHaveBeenCalled();
    markServerUnreachable();
    markServerUnreachable();
    expect(onBack).not.toHaveBeenCalled();
    markServerAnswered();
    expect(onBack).toHaveBeenCalledTimes(1);
    markServerAnswered();
    expect(onBack).toHaveBeenCalledTimes(1);
    stop();
    markServerUnreachable();
    markServerAnswered();
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
