/** README.txt of a customer's export: what each file holds, in plain words. */
export function exportReadme(exportedAt: Date): string {
  return [
    'Your progress tracker data',
    `Exported on ${exportedAt.toISOString()} (UTC).`,
    '',
    'sessions.csv',
    '  Every session and measurement you logged, one per line, with the columns ID, Username, Name,',
    '  Customer Hash, Date (yyyy-mm-dd), Device, Duration (min), Weight (lbs), Notes, Length, Girth and',
    '  Unit. It opens in any spreadsheet program.',
    '',
    'data.json',
    '  Everything stored about you, field by field, grouped by table: your sessions and measurements,',
    '  the safety check-ins after sessions, your photos (their details; the pictures are in photos/),',
    '  your settings, your account (without your password, which is only stored scrambled), the devices',
    '  you are signed in on, and the security events of your account (sign-ins, password changes).',
    '',
    'photos/',
    '  Your photos at full size. A photo of a session is named after the session ID in sessions.csv',
    '  (photos/12.jpg belongs to the session with ID 12); a photo not attached to any session is named',
    '  unattached-<photo id>.',
    '',
    'You can delete your photos, your data or your whole account from your profile, under "Your data".',
    '',
  ].join('\r\n');
}
