import { describe, expect, it } from 'vitest';
import { sessionFields, sessionInputSchema } from './sessions.ts';

describe('sessionFields', () => {
  it('names every field the server reads from a session, so the contract and its callers can send each', () => {
    const read = Object.keys(sessionInputSchema([]).shape);
    expect(read).toContain('device');
    expect(Object.keys(sessionFields.shape).sort()).toEqual(read.sort());
  });
});
