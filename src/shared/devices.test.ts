import { describe, expect, it } from 'vitest';
import { DEVICE_KINDS, deviceList, isMeasurementEntry, kindOf, takesWeight } from './devices.ts';

describe('device list', () => {
  it('has the ten devices, branding the clamp, pump and pills', () => {
    const plain = deviceList().map((device) => device.label);
    expect(plain).toHaveLength(10);
    expect(plain).toContain('Penis Clamp for Increased Girth');
    const branded = deviceList('Acme').map((device) => device.label);
    expect(branded).toContain('Acme Penis Clamp for Increased Girth');
    expect(branded).toContain('Acme Penis Pump - Electronic Automatic');
    expect(branded).toContain('Acme Pills');
    expect(branded).toContain('Anti-turtle Sleeves');
  });

  it('flags the two weight devices', () => {
    expect(deviceList().filter((device) => device.weight)).toHaveLength(2);
    expect(takesWeight('Vacuum Hanger PE | Penis Pump & Weight Hanging')).toBe(true);
    expect(takesWeight('Anti-turtle Sleeves')).toBe(false);
  });

  it('knows measurement-only entries, which statistics leave out', () => {
    expect(isMeasurementEntry('Measurement Update')).toBe(true);
    expect(isMeasurementEntry('Anti-turtle Sleeves')).toBe(false);
  });

  it('gives each of the ten a kind: hanging and session time apart from all-day wear and daily products', () => {
    const kinds = Object.fromEntries(deviceList().map((device) => [device.label, device.kind]));
    expect(kinds).toEqual({
      'Adjustable Penis Weight Hanging System': 'hanging',
      'All Day Stretcher Penis Extender': 'all-day',
      'Cotton Hanging Noose for Stretching Exercises': 'hanging',
      'Leather Lace Up Penis Hanger/Stretcher': 'hanging',
      'Vacuum Hanger PE | Penis Pump & Weight Hanging': 'hanging',
      'Penis Clamp for Increased Girth': 'clamp',
      'Penis Pump - Electronic Automatic': 'vacuum',
      Pills: 'consumable',
      'Aloe Vera Gel': 'care',
      'Anti-turtle Sleeves': 'all-day',
    });
    for (const kind of Object.values(kinds)) expect(DEVICE_KINDS).toContain(kind);
  });

  it("adds the store's own products after the ten, without a weight, skipping the spec's labels", () => {
    const list = deviceList('Acme', [
      { label: 'Acme Night Sleeve', kind: 'all-day' },
      { label: 'Acme Pills', kind: 'care' },
      { label: 'Measurement Update', kind: 'hanging' },
    ]);
    expect(list).toHaveLength(11);
    expect(list.at(-1)).toEqual({ label: 'Acme Night Sleeve', kind: 'all-day', weight: false });
    // A label of the spec's keeps the spec's kind.
    expect(kindOf(list, 'Acme Pills')).toBe('consumable');
    // An entry of a device no longer listed counts as a session's time.
    expect(kindOf(list, 'Retired Hanger')).toBe('hanging');
  });
});
