import { useConsent } from '#client/api/consent.ts';
import { DiscreetModeField } from '#client/components/discreet-mode-field.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { dayText } from '#shared/rules/english-format.ts';

const when = (iso: string | null | undefined) => (iso ? dayText(new Date(iso)) : null);

/**
 * Privacy (docs/decisions/022): what the customer agreed to and when, and discreet mode unless the page
 * has it elsewhere (`withDiscreetMode` false: the profile keeps it in Preferences, docs/decisions/051).
 */
export function PrivacyCard({ withDiscreetMode = true }: { withDiscreetMode?: boolean }) {
  const consent = useConsent().data;
  const noticeDate = when(consent?.notice.acceptedAt);
  const photosDate = when(consent?.photos.acceptedAt);

  return (
    <Card aria-labelledby="privacy-card-title">
      <CardHeader>
        <CardTitle id="privacy-card-title">Privacy</CardTitle>
        <CardDescription>
          {withDiscreetMode ? 'Discreet mode and what you agreed to' : 'What you agreed to, and when'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {withDiscreetMode ? <DiscreetModeField /> : null}
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium text-slate-800">Privacy notice</dt>
          <dd className="text-slate-600">{noticeDate ? `Accepted on ${noticeDate}` : 'Not accepted yet'}</dd>
          <dt className="font-medium text-slate-800">Photo storage</dt>
          <dd className="text-slate-600">
            {photosDate ? `Agreed on ${photosDate}` : 'Not agreed: you are asked when you add a photo'}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
