import { useId } from 'react';
import { useConsent } from '#client/api/consent.ts';
import { usePreferences, useSavePreferences } from '#client/api/preferences.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { dayText } from '#shared/rules/english-format.ts';

const when = (iso: string | null | undefined) => (iso ? dayText(new Date(iso)) : null);

/** Privacy (docs/decisions/022): discreet mode, and what the customer agreed to and when. */
export function PrivacyCard() {
  const id = useId();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const consent = useConsent().data;
  const discreet = preferences.data?.discreetMode === true;
  const noticeDate = when(consent?.notice.acceptedAt);
  const photosDate = when(consent?.photos.acceptedAt);

  const toggle = (on: boolean) =>
    save.mutate(
      { discreetMode: on },
      {
        onError: () =>
          toast({ title: 'Error', description: 'Discreet mode could not be saved', variant: 'destructive' }),
      },
    );

  return (
    <Card aria-labelledby="privacy-card-title">
      <CardHeader>
        <CardTitle id="privacy-card-title">Privacy</CardTitle>
        <CardDescription>Discreet mode and what you agreed to</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-discreet`}
            checked={discreet}
            disabled={!preferences.data || save.isPending}
            onCheckedChange={(checked) => toggle(checked === true)}
            aria-describedby={`${id}-discreet-hint`}
          />
          <div className="space-y-1">
            <Label htmlFor={`${id}-discreet`}>Discreet mode</Label>
            <p id={`${id}-discreet-hint`} className="text-sm text-slate-600">
              The tab reads “Notes” with a plain icon, figures and photos stay blurred until you tap them, and
              a Hide button (or Escape pressed twice) leaves at once for a neutral page.
            </p>
          </div>
        </div>
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
