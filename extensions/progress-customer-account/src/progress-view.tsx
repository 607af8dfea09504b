/** @jsxImportSource preact */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { CustomerAccountSummary } from '#shared/schemas/customer-account.ts';
import { fetchSummary } from './fetch-summary.ts';
import { shopifyApi } from './shopify-api.ts';
import { changeTexts, entryText, type Words, weekText, wordsOf } from './summary-texts.ts';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; summary: CustomerAccountSummary };

/**
 * The "Progress" page of customer accounts (docs/decisions/066), with Polaris web components, in the
 * customer's language (docs/decisions/067).
 */
export function ProgressPage() {
  const words = wordsOf(shopifyApi());
  const t = words.translate;
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
      <s-page heading={t('page.heading')}>
        <s-stack direction="inline" gap="base">
          <s-spinner accessibilityLabel={t('page.loadingLabel')} />
          <s-text>{t('page.loading')}</s-text>
        </s-stack>
      </s-page>
    );
  }
  if (state.kind === 'failed') {
    return (
      <s-page heading={t('page.heading')}>
        <s-banner tone="critical" heading={t('page.failedHeading')}>
          <s-paragraph>{t('page.failedText')}</s-paragraph>
          <s-button onClick={load}>{t('page.tryAgain')}</s-button>
        </s-banner>
      </s-page>
    );
  }
  return <Summary summary={state.summary} words={words} />;
}

function Summary({ summary, words }: { summary: CustomerAccountSummary; words: Words }) {
  const t = words.translate;
  const { goal, done } = summary.week;
  const changes = changeTexts(summary.change, words);
  return (
    <s-page heading={t('page.heading')}>
      <s-button slot="primary-action" variant="primary" href={summary.trackerUrl}>
        {t('page.openTracker')}
      </s-button>
      <s-section heading={t('week.heading')}>
        <s-paragraph>{weekText(summary.week, words)}</s-paragraph>
        {goal ? (
          <s-progress
            value={Math.min(done, goal.target)}
            max={goal.target}
            accessibilityLabel={t('week.goalLabel')}
          />
        ) : (
          <s-paragraph color="subdued">{t('week.noGoal')}</s-paragraph>
        )}
      </s-section>
      <s-section heading={t('change.heading')}>
        {changes.length ? (
          changes.map((text) => <s-paragraph key={text}>{text}</s-paragraph>)
        ) : (
          <s-paragraph>{t('change.empty')}</s-paragraph>
        )}
      </s-section>
      <s-section heading={t('entries.heading')}>
        {summary.recent.length ? (
          <s-unordered-list>
            {summary.recent.map((entry) => {
              const { title, day, details } = entryText(entry, words);
              return (
                <s-list-item key={entry.id}>
                  {title} · {day} · {details}
                </s-list-item>
              );
            })}
          </s-unordered-list>
        ) : (
          <s-paragraph>{t('entries.empty')}</s-paragraph>
        )}
      </s-section>
    </s-page>
  );
}
