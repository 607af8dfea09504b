import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { WeightUnit } from '#shared/rules/weights.ts';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import { SessionFormFields } from './session-form-fields.tsx';
import { type SessionFormValues, sessionFormValues } from './session-form-values.ts';

function AllFields({ weightUnit }: { weightUnit?: WeightUnit }) {
  const form = useForm<SessionFormValues, unknown, SessionInput>({
    defaultValues: sessionFormValues(null, {}),
  });
  return (
    <SessionFormFields
      form={form}
      devices={['Device']}
      deviceName={() => 'Device A'}
      showDuration
      showWeight
      weightUnit={weightUnit}
      showDate
      onUnitChange={() => undefined}
    />
  );
}

describe('the session form', () => {
  it('has an input for every field it sends', () => {
    const html = renderToString(<AllFields />);
    const names = Object.keys(sessionFormValues(null, {}));
    expect(names).toContain('notes');
    for (const name of names) expect(html, name).toContain(`name="${name}"`);
  });

  it('names each device by the name given, its value staying the label', () => {
    expect(renderToString(<AllFields />)).toContain('<option value="Device">Device A</option>');
  });

  it('takes the weight in pounds as the spec says, or in kilograms to 4.5 in steps of 0.25', () => {
    const pounds = renderToString(<AllFields />);
    expect(pounds).toContain('Weight (lbs)');
    expect(pounds).toMatch(/max="10" step="0.5"/);
    const kilograms = renderToString(<AllFields weightUnit="kg" />);
    expect(kilograms).toContain('Weight (kg)');
    expect(kilograms).toMatch(/max="4.5" step="0.25"/);
  });
});
