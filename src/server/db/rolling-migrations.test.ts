import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// During a rolling deploy the first new process migrates while the others still run the previous release
// (README "Deploy", step 6), and a rollback runs that release on the new schema. So a migration may only add:
// tables, nullable columns or columns with a default, indexes, constraints on new columns. Dropping,
// renaming, retyping, tightening or rewriting waits a release, when no process reads the old shape.

/** Migrations from this one on were written for rolling deploys (0021 and 0022 were additive already). */
const FIRST_ROLLING = 21;

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { idx: number; tag: string }[] };

const statements = (sql: string) =>
  sql
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);

/** Why the previous release would break on this statement, or null when it would not. */
function breaksPreviousRelease(statement: string): string | null {
  const text = statement.replace(/\s+/g, ' ');
  if (/^(UPDATE|DELETE|TRUNCATE)\b/i.test(text)) return 'rewrites rows the previous release reads';
  if (/\bDROP (TABLE|COLUMN|DEFAULT|NOT NULL)\b/i.test(text)) return 'drops what the previous release uses';
  if (/\bRENAME\b/i.test(text)) return 'renames what the previous release uses';
  if (/\bALTER COLUMN "?\w+"? (SET DATA )?TYPE\b/i.test(text)) return 'retypes a column';
  if (/\bALTER COLUMN "?\w+"? SET NOT NULL\b/i.test(text))
    return 'tightens a column the previous release may leave empty';
  const added = /\bADD COLUMN "?\w+"? ([^,;]*)/i.exec(text);
  if (added && /\bNOT NULL\b/i.test(added[1] ?? '') && !/\bDEFAULT\b/i.test(added[1] ?? ''))
    return "adds a required column the previous release's inserts leave out";
  return null;
}

describe('migrations keep the previous release working', () => {
  const rolling = journal.entries.filter((entry) => entry.idx >= FIRST_ROLLING);

  it.each(rolling.map((entry) => [entry.tag]))('%s only adds', (tag) => {
    const sql = readFileSync(new URL(`./migrations/${tag}.sql`, import.meta.url), 'utf8');
    const breaking = statements(sql)
      .map((statement) => ({ statement, why: breaksPreviousRelease(statement) }))
      .filter((found) => found.why !== null);
    expect(breaking).toEqual([]);
  });

  it('tells the statements that break it from those that do not', () => {
    for (const statement of [
      'ALTER TABLE "t" ALTER COLUMN "u" DROP NOT NULL',
      'ALTER TABLE "t" ALTER COLUMN "u" DROP DEFAULT',
      'ALTER TABLE "t" DROP COLUMN "u"',
      'DROP TABLE "t"',
      'ALTER TABLE "t" RENAME COLUMN "u" TO "v"',
      'ALTER TABLE "t" ALTER COLUMN "u" SET DATA TYPE integer',
      'ALTER TABLE "t" ALTER COLUMN "u" SET NOT NULL',
      'ALTER TABLE "t" ADD COLUMN "u" boolean NOT NULL',
      `UPDATE "t" SET "u" = NULL WHERE "u" = 'inches'`,
      'DELETE FROM "t"',
    ])
      expect(breaksPreviousRelease(statement), statement).not.toBeNull();
    for (const statement of [
      'ALTER TABLE "t" ADD COLUMN "u" boolean DEFAULT false NOT NULL',
      'ALTER TABLE "t" ADD COLUMN "u" text',
      'CREATE TABLE "t" ("id" integer NOT NULL)',
      'CREATE INDEX "t_u_idx" ON "t" USING btree ("u")',
    ])
      expect(breaksPreviousRelease(statement), statement).toBeNull();
  });
});
