import { deviceList } from '#shared/devices.ts';
import { type SessionInput, sessionInputSchema } from '#shared/schemas/sessions.ts';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/app-error.ts';

const schemas = new Map<string, ReturnType<typeof sessionInputSchema>>();

/** The configured device labels (STORE_BRAND applied). */
export const configuredDevices = (config: Pick<Config, 'store'>) =>
  deviceList(config.store.brand, config.store.devices);

/** Validates a session or measurement entry with the forms' own schema; 400 naming the field otherwise. */
export function parseSessionInput(config: Pick<Config, 'store'>, raw: unknown): SessionInput {
  let schema = schemas.get(config.store.brand);
  if (!schema) {
    schema = sessionInputSchema(configuredDevices(config).map((device) => device.label));
    schemas.set(config.store.brand, schema);
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  throw badRequest(
    field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid session'),
    'VALIDATION',
    field || undefined,
  );
}
