/** Marks a measurement-only entry (spec section 3). */
export const MEASUREMENT_DEVICE = 'Measurement Update';

/** The two devices that take a weight (spec section 5). */
export const WEIGHT_DEVICES = [
  'Adjustable Penis Weight Hanging System',
  'Vacuum Hanger PE | Penis Pump & Weight Hanging',
] as const;

/**
 * What kind of product a device is (docs/decisions/054): how its time counts and how it is logged.
 * - `hanging`: weights and hangers, worn for a session: its minutes are training time;
 * - `all-day`: extenders and sleeves worn for hours: counted in hours, apart from training time;
 * - `vacuum`: pumps and vacuum devices, a session's minutes;
 * - `clamp`: clamping, a session's minutes;
 * - `consumable`: taken, not worn (pills): a day it was taken, no minutes;
 * - `care`: applied (gels): a day it was used, no minutes.
 */
export const DEVICE_KINDS = ['hanging', 'all-day', 'vacuum', 'clamp', 'consumable', 'care'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Kinds whose minutes are training time (the tiles' Minutes, the weekly chart, a minutes goal). */
export const TRAINING_KINDS: readonly DeviceKind[] = ['hanging', 'vacuum', 'clamp'];
/** Kinds that are taken or applied on a day rather than worn for minutes. */
export const DAILY_KINDS: readonly DeviceKind[] = ['consumable', 'care'];

/** One device of the store's list; `weight` marks the two devices that take a weight (spec section 5). */
export type Device = { label: string; weight: boolean; kind: DeviceKind };

/** A product a store adds to the list (STORE_DEVICES): never one that takes a weight (spec section 5). */
export type StoreDevice = { label: string; kind: DeviceKind };

/**
 * The spec's ten devices with their kinds, then the store's own products. The clamp, pump and pills labels
 * begin with the store's brand word (STORE_BRAND), left out when none is configured.
 */
export function deviceList(brand = '', storeDevices: readonly StoreDevice[] = []): Device[] {
  const branded = (label: string) => (brand.trim() ? `${brand.trim()} ${label}` : label);
  const spec: [string, DeviceKind][] = [
    ['Adjustable Penis Weight Hanging System', 'hanging'],
    ['All Day Stretcher Penis Extender', 'all-day'],
    ['Cotton Hanging Noose for Stretching Exercises', 'hanging'],
    ['Leather Lace Up Penis Hanger/Stretcher', 'hanging'],
    ['Vacuum Hanger PE | Penis Pump & Weight Hanging', 'hanging'],
    [branded('Penis Clamp for Increased Girth'), 'clamp'],
    [branded('Penis Pump - Electronic Automatic'), 'vacuum'],
    [branded('Pills'), 'consumable'],
    ['Aloe Vera Gel', 'care'],
    ['Anti-turtle Sleeves', 'all-day'],
  ];
  const ten = spec.map(([label, kind]) => ({ label, kind, weight: takesWeight(label) }));
  const known = new Set(ten.map((device) => device.label));
  const added = storeDevices
    .filter((device) => !known.has(device.label) && device.label !== MEASUREMENT_DEVICE)
    .map((device) => ({ label: device.label, kind: device.kind, weight: false }));
  return [...ten, ...added];
}

/** The kind of `device` in `devices`; a device no longer listed (an old entry) counts as a session's time. */
export function kindOf(devices: readonly Device[], device: string): DeviceKind {
  return devices.find((entry) => entry.label === device)?.kind ?? 'hanging';
}

/**
 * The labels of `devices` whose kind is one of `kinds`, for SQL that counts by kind (an old entry's device,
 * no longer listed, is in none of them: it counts as a session's time).
 */
export const labelsOfKinds = (devices: readonly Device[], kinds: readonly DeviceKind[]): string[] =>
  devices.filter((device) => kinds.includes(device.kind)).map((device) => device.label);

/** True for measurement-only entries, which the statistics leave out. */
export const isMeasurementEntry = (device: string) => device === MEASUREMENT_DEVICE;

/** True when the device takes a weight. */
export function takesWeight(device: string): boolean {
  return (WEIGHT_DEVICES as readonly string[]).includes(device);
}
