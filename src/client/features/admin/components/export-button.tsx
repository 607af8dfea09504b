import type { ComponentProps, ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { DownloadFile } from '../api/download-file.ts';
import type { ExportControl } from '../hooks/use-export.ts';

type ExportButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'disabled' | 'children'> & {
  control: ExportControl;
  /** The file this button downloads; made when clicked, so its name carries that day's date. */
  file: () => DownloadFile;
  /** The path of that file, to show this button busy while it downloads. */
  path: string;
  icon: ReactNode;
  children: ReactNode;
  /** Before starting: return false to stop (e.g. a missing email). */
  check?: () => boolean;
};

/** An export button: disabled, like every other one, while any export runs (spec section 4). */
export function ExportButton({ control, file, path, icon, children, check, ...props }: ExportButtonProps) {
  const busy = control.currentPath === path;
  return (
    <Button
      variant="outline"
      disabled={control.exporting}
      aria-busy={busy || undefined}
      onClick={() => {
        if (check && !check()) return;
        control.start(file());
      }}
      {...props}
    >
      {busy ? <Spinner className="size-4" /> : icon}
      {children}
    </Button>
  );
}
