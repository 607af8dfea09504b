import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EXTRA_POINT_KEYS, EXTRA_POINTS } from '#shared/measure-points.ts';
import { emptyPointTexts } from '#shared/rules/measurement-entry.ts';
import { MorePoints } from './more-points.tsx';

/** The page's HTML, without the comments React puts between adjacent texts. */
const render = (open: boolean, values = emptyPointTexts()) =>
  renderToString(
    <MorePoints
      open={open}
      onToggle={() => undefined}
      unit="inches"
      values={values}
      onChange={() => undefined}
      errorOf={(key) => (key === 'mid_girth' ? 'Mid-shaft girth must be between 0.5 and 12 in' : undefined)}
    />,
  ).replaceAll('<!-- -->', '');

describe('More measurement points', () => {
  it('closed: only its button, no inputs, so the spec form reads as before', () => {
    const html = render(false);
    expect(html).toContain('More measurement points');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('<input');
  });

  it('closed with values entered: says how many', () => {
    expect(render(false, { ...emptyPointTexts(), bpel: '7', base_girth: '5' })).toContain('(2 entered)');
  });

  it('open: one input per point, its how-to as its description, its error under it', () => {
    const html = render(true, { ...emptyPointTexts(), base_girth: '5' });
    expect(html).toContain('aria-expanded="true"');
    for (const key of EXTRA_POINT_KEYS) {
      expect(html).toContain(`name="${key}"`);
      expect(html).toContain(EXTRA_POINTS[key].label);
    }
    expect(html).toContain(
      'Erect, wrap a soft tape once around the shaft right at the base, snug but not tight. Read where the tape meets its start.',
    );
    // 5 in is 12.7 cm, under the field as for length and girth.
    expect(html).toContain('12.7 cm');
    expect(html).toContain('Mid-shaft girth must be between 0.5 and 12 in');
  });
});
