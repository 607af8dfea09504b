import { describe, expect, it } from 'vitest';
import { fileDate } from '#client/lib/download.ts';
import { safeFilePart } from './download-file.ts';
import { customerSessionsExport } from './export-sessions.ts';
import { emailSessionsExport } from './export-sessions-by-email.ts';
import { testEmailBody } from './test-email.ts';

describe('export files', () => {
  it('are named with the local date', () => {
    expect(fileDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('keep file names to safe characters and encode the path', () => {
    expect(safeFilePart('a b/c@d.e')).toBe('a_b_c_d.e');
    const zip = emailSessionsExport('a+b@example.com', true);
    expect(zip.path).toBe('/api/admin/export/sessions/email/a%2Bb%40example.com/with-images');
    expect(zip.fileName).toMatch(/^sessions-a_b_example\.com-\d{4}-\d{2}-\d{2}\.zip$/);
    const csv = customerSessionsExport('abc123', false);
    expect(csv.path).toBe('/api/admin/export/sessions/abc123');
    expect(csv.fileName).toMatch(/^sessions-abc123-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

describe('testEmailBody', () => {
  it('leaves the method out for track-api and sends it otherwise', () => {
    expect(testEmailBody({ email: 'a@b.co', type: 'reset', method: 'track-api' })).toEqual({
      email: 'a@b.co',
      type: 'reset',
    });
    expect(testEmailBody({ email: 'a@b.co', type: 'verification', method: 'template-api' })).toEqual({
      email: 'a@b.co',
      type: 'verification',
      method: 'template-api',
    });
  });
});
