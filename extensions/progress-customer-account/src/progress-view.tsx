/** @jsxImportSource preact */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { CustomerAccountSummary } from '#shared/schemas/customer-account.ts';
import { fetchSummary } from './fetch-summary.ts';
import { shopifyApi } from './shopify-api.ts';
import { changeTexts, entryText, weekText } from './summary-texts.ts';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; summary: CustomerAccountSummary };

/** The "Progress" page of customer accounts (docs/decisions/066), with Polaris web components. */
export function ProgressPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchSummary(shopifyApi()).then(
      (summary) => setState({ kind: 'loaded', summary }),
      () => setState({ kind: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.kind === 'loading') {
    return (
      <s-page heading="Progress">
        <s-stack direction="inline" gap="base">
          <s-spinner accessibilityLabel="Loading" />
          <s-text>Loading your data...</s-text>
        </s-stack>
      </s-page>
    );
  }
  if (state.kind === 'failed') {
    return (
      <s-page heading="Progress">
        <s-banner tone="critical" heading="Unable to Load Data">
          <s-paragraph>Your progress could not be loaded. Please try again.</s-paragraph>
          <s-button onClick={load}>Try Again</s-button>
        </s-banner>
      </s-page>
    );
  }
  return <Summary summary={state.summary} />;
}

function Summary({ summary }: { summary: CustomerAccountSummary }) {
  const { goal, done } = summary.week;
  const changes = changeTexts(summary.change);
  return (
    <s-page heading="Progress">
      <s-button slot="primary-action" variant="primary" href={summary.trackerUrl}>
        Open the tracker
      </s-button>
      <s-section heading="This week">
        <s-paragraph>{weekText(summary.week)}</s-paragraph>
        {goal ? (
          <s-progress
            value={Math.min(done, goal.target)}
            max={goal.target}
            accessibilityLabel="Weekly goal"
          />
        ) : (
          <s-paragraph color="subdued">No weekly goal set.</s-paragraph>
        )}
      </s-section>
      <s-section heading="Your change">
        {changes.length ? (
          changes.map((text) => <s-paragraph key={text}>{text}</s-paragraph>)
        ) : (
          <s-paragraph>No measurements have been logged yet.</s-paragraph>
        )}
      </s-section>
      <s-section heading="Last entries">
        {summary.recent.length ? (
          <s-unordered-list>
            {summary.recent.map((entry) => {
              const { title, day, details } = entryText(entry);
              return (
                <s-list-item key={entry.id}>
                  {title} · {day} · {details}
                </s-list-item>
              );
            })}
          </s-unordered-list>
        ) : (
          <s-paragraph>No sessions have been logged yet.</s-paragraph>
        )}
      </s-section>
    </s-page>
  );
}
