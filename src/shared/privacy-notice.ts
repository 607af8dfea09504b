// The privacy texts a customer agrees to (docs/decisions/022). Each has a version: when its text changes in
// a way the customer should read again, raise the version, and every customer is asked again on their next
// visit (acceptances of older versions are kept as a record, and count for nothing new).

/**
 * The consents a customer gives, each with its current version. Apart from the texts: the client's first
 * load needs the versions, and the texts' words come from the catalogs (docs/decisions/067).
 */
export const CONSENT_VERSIONS = { notice: 1, photos: 1 } as const;
export type ConsentKind = keyof typeof CONSENT_VERSIONS;
export const CONSENT_KINDS = Object.keys(CONSENT_VERSIONS) as [ConsentKind, ...ConsentKind[]];

/** The notice shown before anything is saved: what is stored, who can see it, how to delete it. */
export const PRIVACY_NOTICE = {
  version: CONSENT_VERSIONS.notice,
  title: 'Your data and your privacy',
  intro:
    'Before you start, here is what this tracker keeps about you. Please read it: it is short, and it is about private things.',
  sections: [
    {
      heading: 'What is stored',
      text: 'The sessions you log (device, duration, weight, notes), your measurements, your answers to the safety check-in, your settings, and photos if you choose to add them. With an account, also your email and a hash of your password.',
    },
    {
      heading: 'Who can see it',
      text: 'You. The store’s administrators can see and export it to help you and to run the store; every time one of them opens or exports your photos, it is recorded. Nothing is sold or shared with advertisers, and these pages load no analytics or third-party scripts.',
    },
    {
      heading: 'How to delete it',
      text: 'You can delete any session or photo at any time, and from your profile download all of your data, or delete it with your account. A deletion takes effect at once.',
    },
  ],
  accept: 'I understand, continue',
} as const;

/** Asked separately, the first time a customer adds a photo. */
export const PHOTO_CONSENT = {
  version: CONSENT_VERSIONS.photos,
  title: 'Store this photo?',
  text: 'Photos are kept privately on the store’s server with the session they belong to. Only you can see them, and the store’s administrators when needed; each time an administrator opens or exports one, it is recorded. You can delete a photo at any time.',
  accept: 'Yes, store my photos',
  decline: 'Not now',
} as const;
