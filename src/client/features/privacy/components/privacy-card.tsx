import { useConsent } from '#client/api/consent.ts';
import { DiscreetModeField } from '#client/components/discreet-mode-field.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/**
 * Privacy (docs/decisions/022): what the customer agreed to and when, and discreet mode unless the page
 * has it elsewhere (`withDiscreetMode` false: the profile keeps it in Preferences, docs/decisions/051).
 */
export function PrivacyCard({ withDiscreetMode = true }: { withDiscreetMode?: boolean }) {
  const t = useT();
  const { day } = useLocalFormat();
  const when = (iso: string | null | undefined) => (iso ? day(new Date(iso)) : null);
  const consent = useConsent().data;
  const noticeDate = when(consent?.notice.acceptedAt);
  const photosDate = when(consent?.photos.acceptedAt);

  return (
    <Card aria-labelledby="privacy-card-title">
      <CardHeader>
        <CardTitle id="privacy-card-title">{t('screen.privacy.title')}</CardTitle>
        <CardDescription>
          {withDiscreetMode ? t('privacy.card.descriptionDiscreet') : t('privacy.card.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {withDiscreetMode ? <DiscreetModeField /> : null}
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium text-slate-800">{t('privacy.card.notice')}</dt>
          <dd className="text-slate-600">
            {noticeDate ? t('privacy.card.acceptedOn', { date: noticeDate }) : t('privacy.card.notAccepted')}
          </dd>
          <dt className="font-medium text-slate-800">{t('privacy.card.photos')}</dt>
          <dd className="text-slate-600">
            {photosDate ? t('privacy.card.agreedOn', { date: photosDate }) : t('privacy.card.notAgreed')}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
