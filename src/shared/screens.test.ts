import { describe, expect, it } from 'vitest';
import { isTabRoot, navDestinations, screenTitleAt } from './screens.ts';

describe('the navigation from the registry of screens', () => {
  it('puts Home, History, Progress and Photos in the tab bar, in that order', () => {
    expect(navDestinations('tabs').map((item) => [item.label, item.path])).toEqual([
      ['Home', '/'],
      ['History', '/history'],
      ['Progress', '/progress'],
      ['Photos', '/photos'],
    ]);
  });

  it('offers a session, the timer and a measurement under Log, and the profile only to accounts', () => {
    expect(navDestinations('log').map((item) => item.path)).toEqual(['/log', '/timer', '/measurement']);
    const more = navDestinations('more');
    expect(more.map((item) => item.path)).toEqual(['/goals', '/privacy', '/profile']);
    expect(more.filter((item) => item.access === 'customer').map((item) => item.path)).not.toContain(
      '/profile',
    );
  });

  it("names a screen for a way back, the home as the spec's Dashboard", () => {
    expect(screenTitleAt('/')).toBe('Dashboard');
    expect(screenTitleAt('/history')).toBe('History');
    expect(screenTitleAt('/admin')).toBeUndefined();
  });

  it("counts the tab bar's screens as tab roots (no Back), not the screens under them", () => {
    for (const path of ['/', '/history', '/progress', '/photos']) expect(isTabRoot(path)).toBe(true);
    for (const path of [
      '/log',
      '/entry',
      '/measurement',
      '/goals',
      '/timer',
      '/privacy',
      '/profile',
      '/admin',
    ]) {
      expect(isTabRoot(path)).toBe(false);
    }
  });
});
