import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX } from '../rules/discreet-names.ts';
import { measureTargetBody } from './measure-targets.ts';
import { preferencesUpdate } from './preferences.ts';
import { MEASURE_MAX } from './sessions.ts';

// Messages that name a limit hold it written out, so the client finds their translation by the English
// text (src/shared/locales, docs/decisions/067): they must still name the limit the schema checks.
describe('messages with a limit written out', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it("name the nickname's longest length", () => {
    const result = preferencesUpdate.safeParse({ deviceNicknames: { a: 'x'.repeat(NICKNAME_MAX + 1) } });
    expect(messages(result)).toEqual([`A nickname has at most ${NICKNAME_MAX} characters`]);
  });

  it("name the target's highest value", () => {
    const result = measureTargetBody.safeParse({
      value: MEASURE_MAX + 1,
      unit: 'inches',
      date: '2026-01-01',
    });
    expect(messages(result)).toContain(`The target must be at most ${MEASURE_MAX}`);
  });
});
