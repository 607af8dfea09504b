import { Images } from 'lucide-react';
import { NavButton } from '#client/components/ui/nav-button.tsx';

/** The way from the tracker to the photo gallery (/photos). */
export function PhotosLink() {
  return (
    <NavButton href="/photos" variant="outline" size="sm" className="min-h-11 min-w-11">
      <Images aria-hidden="true" />
      Photos
    </NavButton>
  );
}
