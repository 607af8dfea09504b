import { describe, expect, it } from 'vitest';
import { deviceList } from '../devices.ts';
import { sessionInputSchema } from './sessions.ts';

const schema = sessionInputSchema(deviceList().map((device) => device.label));
const message = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('session form rules', () => {
  it('writes each limit into its message whole, so that the client finds it by its text', () => {
    const device = 'Anti-turtle Sleeves';
    expect(message({ device, duration: '1441' })).toBe('Duration must be at most 1440 minutes');
    expect(message({ device, duration: '20', notes: 'x'.repeat(1001) })).toBe(
      'Notes must be at most 1000 characters',
    );
    expect(message({ device, duration: '20', length: '100' })).toBe('Length must be at most 99.99');
    expect(message({ device, duration: '20', girth: '-1' })).toBe('Girth must be 0 or more');
    expect(message({ device, duration: '20', girth: 'abc' })).toBe('Girth must be a number');
    expect(message({ device, duration: '20', length: '5.555' })).toBe('Length may have at most 2 decimals');
  });

  it('requires a device and a duration over 0, converting text to numbers', () => {
    expect(message({ device: '', duration: '20' })).toBe('Please select a device');
    expect(message({ device: 'Anti-turtle Sleeves', duration: '0' })).toBe('Duration must be greater than 0');
    const parsed = schema.parse({ device: 'Anti-turtle Sleeves', duration: '20', weight: '', length: '5.5' });
    expect(parsed).toMatchObject({
      duration: 20,
      weight: null,
      length: 5.5,
      girth: null,
      measurementUnit: 'inches',
    });
  });

  it('converts duration text to a whole number as parseInt does (spec section 5) instead of refusing it', () => {
    const duration = (value: unknown) =>
      schema.parse({ device: 'Anti-turtle Sleeves', duration: value }).duration;
    expect(duration('20.7')).toBe(20);
    expect(duration(' 15 min')).toBe(15);
    expect(duration(12.9)).toBe(12);
    expect(message({ device: 'Anti-turtle Sleeves', duration: 'abc' })).toBe(
      'Duration must be greater than 0',
    );
    expect(message({ device: 'Anti-turtle Sleeves', duration: '0.5' })).toBe(
      'Duration must be greater than 0',
    );
  });

  it('takes a weight only for the weight devices, up to 10 lbs in steps of 0.5', () => {
    expect(
      message({ device: 'Adjustable Penis Weight Hanging System', duration: '20', weight: '2.5' }),
    ).toBeNull();
    expect(
      message({ device: 'Adjustable Penis Weight Hanging System', duration: '20', weight: '10.5' }),
    ).toBe('Weight must be at most 10 lbs');
    expect(message({ device: 'Anti-turtle Sleeves', duration: '20', weight: '1' })).toBe(
      'Weight applies only to the weight devices',
    );
  });

  it('a measurement entry needs a length or a girth', () => {
    expect(message({ device: 'Measurement Update', duration: 0 })).toBe(
      'Please enter at least one measurement (length or girth)',
    );
    expect(message({ device: 'Measurement Update', duration: 0, girth: '4.5' })).toBeNull();
  });
});
