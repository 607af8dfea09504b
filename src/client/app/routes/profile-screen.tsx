import { PrivacyCard } from '#client/features/privacy/components/privacy-card.tsx';
import { YourDataCard } from '#client/features/privacy/components/your-data-card.tsx';
import { ProfilePage } from '#client/features/profile/components/profile-page.tsx';

/** /profile: the profile with the privacy feature's cards (discreet mode, "Your data"). */
export function ProfileScreen() {
  return (
    <ProfilePage
      privacy={
        <>
          <PrivacyCard />
          <YourDataCard />
        </>
      }
    />
  );
}
