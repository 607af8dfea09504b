import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import { SessionFormFields } from './session-form-fields.tsx';
import { type SessionFormValues, sessionFormValues } from './session-form-values.ts';

function AllFields() {
  const form = useForm<SessionFormValues, unknown, SessionInput>({
    defaultValues: sessionFormValues(null, {}),
  });
  return (
    <SessionFormFields
      form={form}
      devices={['Device']}
      showDuration
      showWeight
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
});
