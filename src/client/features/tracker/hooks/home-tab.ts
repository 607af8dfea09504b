import { useState } from 'react';

const TABS = ['device', 'measurements'] as const;
type HomeTab = (typeof TABS)[number];

function tabIn(state: unknown): HomeTab {
  if (typeof state !== 'object' || state === null || !('homeTab' in state)) return 'device';
  return TABS.find((tab) => tab === state.homeTab) ?? 'device';
}

/**
 * The home's open tab, kept in its history entry: back from an entry opened in the Measurements tab, that
 * tab is open again (docs/decisions/048). A new visit opens Device, as the spec's home does.
 */
export function useHomeTab() {
  const [tab, setTab] = useState<HomeTab>(() => tabIn(window.history.state));
  const choose = (value: string) => {
    const next = tabIn({ homeTab: value });
    setTab(next);
    const state: unknown = window.history.state;
    window.history.replaceState({ ...(typeof state === 'object' ? state : {}), homeTab: next }, '');
  };
  return [tab, choose] as const;
}
