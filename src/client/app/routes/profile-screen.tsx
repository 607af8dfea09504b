import { PrivacyCard } from '#client/features/privacy/components/privacy-card.tsx';
import { YourDataCard } from '#client/features/privacy/components/your-data-card.tsx';
import { ProfilePage } from '#client/features/profile/components/profile-page.tsx';

/**
 * /profile: the profile with the privacy feature's cards, "Your data" then Privacy (what was agreed to;
 * discreet mode is in the profile's Preferences, docs/decisions/051).
 */
export function ProfileScreen() {
  return (
    <ProfilePage
      privacy={
        <>
          <YourDataCard />
          <PrivacyCard withDiscreetMode={false} />
        </>
      }
    />
  );
}
