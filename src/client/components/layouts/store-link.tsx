import { ExternalLink } from 'lucide-react';
import { useAppConfig } from '#client/api/app-config.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/** Only web addresses become links, whatever the configuration holds. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** The store's website and name ("Visit Store" without one), when the configuration gives a web address. */
export function useStore(): { url: string; name: string } | null {
  const t = useT();
  const { data: config } = useAppConfig();
  if (!config || !isWebUrl(config.storeUrl)) return null;
  return { url: config.storeUrl, name: config.storeName.trim() || t('nav.visitStore') };
}

/** The link out to the store website (spec section 2), labelled with the store's name. */
export function StoreLink() {
  const t = useT();
  const store = useStore();
  if (!store) return null;
  return (
    <a
      href={store.url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('outline', 'sm')}
      title={store.name}
    >
      <ExternalLink aria-hidden="true" />
      {/* Icon-only on phones, so the header keeps to one row; the name is still the link's name. */}
      <span className="sr-only sm:not-sr-only sm:max-w-[10rem] sm:truncate">{store.name}</span>
      <span className="sr-only">{t('nav.newTab')}</span>
    </a>
  );
}
