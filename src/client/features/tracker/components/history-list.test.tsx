import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { showLanguage } from '#client/lib/i18n/i18n.ts';
import type { HistoryEntry } from '#shared/schemas/history.ts';
import { HistoryList } from './history-list.tsx';

// The customer's preferences are not what is tested: devices by their labels, weights in pounds.
vi.mock('#client/api/device-names.ts', () => ({ useDeviceName: () => (label: string) => label }));
vi.mock('#client/api/preferences.ts', () => ({ useWeightUnit: () => 'lb', useDiscreetMode: () => false }));

/** A session of Pills in the middle of a month, so every time zone puts it in the same one. */
const entry = (id: number, date: string): HistoryEntry => ({
  id,
  device: 'Pills',
  duration: 20,
  weight: null,
  length: null,
  girth: null,
  measurementUnit: 'inches',
  notes: '',
  imageUrl: null,
  date,
  day: null,
  checkin: null,
});
const THREE = [
  entry(3, '2026-11-15T12:00:00.000Z'),
  entry(2, '2026-10-15T12:00:00.000Z'),
  entry(1, '2026-10-14T12:00:00.000Z'),
];

/** The list's HTML, without the comments React puts between adjacent texts. */
const render = (entries: HistoryEntry[], { hasNextPage = false, filtered = false } = {}) =>
  renderToString(
    <Router ssrPath="/history">
      <HistoryList
        pages={[{ entries, nextCursor: null }]}
        hasNextPage={hasNextPage}
        loadingMore={false}
        loadMore={() => undefined}
        onDelete={() => undefined}
        filtered={filtered}
        preferredUnit={undefined}
      />
    </Router>,
  ).replaceAll('<!-- -->', '');

describe('the history list', () => {
  afterAll(() => showLanguage('en'));

  it('reads in English exactly as before: counts, month headings, empty states', () => {
    expect(render(THREE, { hasNextPage: true })).toContain('>Showing 3 entries<');
    expect(render(THREE, { hasNextPage: true })).toContain('>Load more<');
    expect(render(THREE)).toContain('>All 3 entries shown<');
    expect(render(THREE.slice(0, 1))).toContain('>1 entry shown<');
    expect(render(THREE)).toMatch(/>November 2026<.*>October 2026</s);
    expect(render(THREE)).toContain('Edit<span class="sr-only">');
    expect(render([])).toContain('>No sessions have been logged yet.<');
    expect(render([], { filtered: true })).toContain('>No entries match these filters.<');
  });

  it('reads in German, month headings too', async () => {
    await showLanguage('de');
    expect(render(THREE, { hasNextPage: true })).toContain('>3 Einträge angezeigt<');
    expect(render(THREE)).toContain('>Alle 3 Einträge angezeigt<');
    expect(render(THREE.slice(0, 1))).toContain('>1 Eintrag angezeigt<');
    expect(render(THREE)).toMatch(/>November 2026<.*>Oktober 2026</s);
    expect(render(THREE)).toContain('Bearbeiten<span class="sr-only">');
    expect(render([], { filtered: true })).toContain('>Keine Einträge passen zu diesen Filtern.<');
  });

  it('reads in French and Spanish', async () => {
    await showLanguage('fr');
    expect(render(THREE)).toMatch(/>Les 3 entrées affichées<.*/s);
    expect(render(THREE)).toMatch(/>novembre 2026<.*>octobre 2026</s);
    await showLanguage('es');
    expect(render(THREE)).toContain('>Las 3 entradas mostradas<');
    expect(render(THREE)).toMatch(/>noviembre de 2026<.*>octubre de 2026</s);
  });
});
