import * as React from 'react';
import { Button } from './Button';

export interface AgreeButtonProps {
  children: React.ReactNode;
  onAgree: () => void;
  className?: string;
}

/** The consent sheet's agree button: a plain kit button where no platform consent button exists. */
export function AgreeButton({ children, onAgree, className }: AgreeButtonProps) {
  return (
    <Button kind="primary" className={className} testId="privacy-agree" onTap={onAgree}>
      {children}
    </Button>
  );
}
