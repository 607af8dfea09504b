import { describe, expect, it } from 'vitest';
import { deviceList } from '../devices.ts';
import { testSpeech } from '../i18n/test-speech.ts';
import { discreetDeviceName, letterFor } from './discreet-names.ts';

const labels = deviceList().map((device) => device.label);
const en = testSpeech();

describe('discreet device names', () => {
  it('names every device of the list Device A, B, … by its place, naming no product', () => {
    const names = labels.map((label) => discreetDeviceName(en.t, label, labels));
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => `Device ${'ABCDEFGHIJ'[i]}`));
    for (const name of names)
      for (const word of ['Penis', 'Hang', 'Pump', 'Clamp', 'Pills']) expect(name).not.toContain(word);
  });

  it("uses the customer's nickname first", () => {
    expect(discreetDeviceName(en.t, 'Pills', labels, { Pills: ' Vitamins ' })).toBe('Vitamins');
    expect(discreetDeviceName(en.t, 'Pills', labels, { Pills: '  ' })).toBe('Device H');
  });

  it('keeps Measurement Update, and calls a device no longer listed Other device', () => {
    expect(discreetDeviceName(en.t, 'Measurement Update', labels)).toBe('Measurement Update');
    expect(discreetDeviceName(en.t, 'Retired Hanger', labels)).toBe('Other device');
  });

  it('goes on past Z', () => {
    expect([0, 25, 26, 27, 51, 52].map(letterFor)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});
