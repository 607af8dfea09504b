/** Marks a measurement-only entry (spec section 3). */
export const MEASUREMENT_DEVICE = 'Measurement Update';

/** The two devices that take a weight (spec section 5). */
export const WEIGHT_DEVICES = [
  'Adjustable Penis Weight Hanging System',
  'Vacuum Hanger PE | Penis Pump & Weight Hanging',
] as const;

/** One device of the store's list; `weight` marks the two devices that take a weight. */
export type Device = { label: string; weight: boolean };

/**
 * The spec's ten devices. The clamp, pump and pills labels begin with the store's brand word
 * (STORE_BRAND), left out when none is configured.
 */
export function deviceList(brand = ''): Device[] {
  const branded = (label: string) => (brand.trim() ? `${brand.trim()} ${label}` : label);
  const labels = [
    'Adjustable Penis Weight Hanging System',
    'All Day Stretcher Penis Extender',
    'Cotton Hanging Noose for Stretching Exercises',
    'Leather Lace Up Penis Hanger/Stretcher',
    'Vacuum Hanger PE | Penis Pump & Weight Hanging',
    branded('Penis Clamp for Increased Girth'),
    branded('Penis Pump - Electronic Automatic'),
    branded('Pills'),
    'Aloe Vera Gel',
    'Anti-turtle Sleeves',
  ];
  return labels.map((label) => ({ label, weight: (WEIGHT_DEVICES as readonly string[]).includes(label) }));
}

/** True for measurement-only entries, which the statistics leave out. */
export const isMeasurementEntry = (device: string) => device === MEASUREMENT_DEVICE;

/** True when the device takes a weight. */
export const takesWeight = (device: string) => (WEIGHT_DEVICES as readonly string[]).includes(device);
