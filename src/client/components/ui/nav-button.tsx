import type { ComponentProps } from 'react';
import { useLocation } from 'wouter';
import { Button } from './button.tsx';

type NavButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'asChild'> & { href: string };

/** A button (the spec calls these buttons, not links) that moves to another route of the app. */
export function NavButton({ href, ...props }: NavButtonProps) {
  const [, navigate] = useLocation();
  return <Button onClick={() => navigate(href)} {...props} />;
}
