import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, shouldReloadForChunk } from './chunk-reload.ts';

describe('shouldReloadForChunk', () => {
  const now = 1_800_000_000_000;
  it('reloads on a first failure while online', () => {
    expect(shouldReloadForChunk(now, null, true)).toBe(true);
  });
  it('does not reload again right after a reload: no loop', () => {
    expect(shouldReloadForChunk(now, now - 2_000, true)).toBe(false);
    expect(shouldReloadForChunk(now, now - RELOAD_GUARD_MS, true)).toBe(false);
  });
  it('reloads again for a later deploy', () => {
    expect(shouldReloadForChunk(now, now - RELOAD_GUARD_MS - 1, true)).toBe(true);
  });
  it('never reloads offline, where a reload cannot fetch the new build', () => {
    expect(shouldReloadForChunk(now, null, false)).toBe(false);
  });
});
