import { describe, expect, it } from 'vitest';
import { deviceList, isMeasurementEntry, takesWeight } from './devices.ts';

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
});
