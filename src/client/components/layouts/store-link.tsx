import { ExternalLink } from 'lucide-react';
import { useAppConfig } from '#client/api/app-config.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';

/** Only web addresses become links, whatever the configuration holds. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** The link out to the store website (spec section 2), labelled with the store's name. */
export function StoreLink() {
  const { data: config } = useAppConfig();
  if (!config || !isWebUrl(config.storeUrl)) return null;
  return (
    <a
      href={config.storeUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('outline', 'sm')}
      title={config.storeName.trim() || 'Visit Store'}
    >
      <ExternalLink aria-hidden="true" />
      {/* Icon-only on phones, so the header keeps to two rows; the name is still the link's name. */}
      <span className="sr-only sm:not-sr-only sm:max-w-[10rem] sm:truncate">
        {config.storeName.trim() || 'Visit Store'}
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
