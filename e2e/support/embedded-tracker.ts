import { expect, type FrameLocator, type Page } from '@playwright/test';

// Helpers of the store-embedding specs: the tracker in the demo store's frame, or as a page of the store.

/** The device the store-embedding specs log sessions with. */
export const DEVICE = 'Anti-turtle Sleeves';

/** The tracker's frame in a demo store page. */
export const tracker = (page: Page): FrameLocator => page.frameLocator('#progress-tracker');

/** Logs a session through the tracker's own form (inside a frame or not) and waits for the dashboard. */
export async function logSession(frame: FrameLocator | Page, notes: string) {
  await frame.getByRole('button', { name: 'New Session' }).click();
  await expect(frame.getByRole('heading', { name: 'Log Session' })).toBeVisible();
  await frame.getByLabel('Device').selectOption(DEVICE);
  await frame.getByLabel('Duration (minutes)').fill('25');
  await frame.getByLabel('Notes').fill(notes);
  await frame.getByRole('button', { name: 'Log Session', exact: true }).click();
  await expect(frame.getByText('Session logged successfully!', { exact: true })).toBeVisible();
}

/** The dashboard's Recent Sessions list, by its title in the language shown. */
export const recentSessions = (frame: FrameLocator | Page, title = 'Recent Sessions') =>
  frame.getByRole('region', { name: title });
