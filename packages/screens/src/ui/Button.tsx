import * as React from 'react';
import { Text, View } from 'remax/one';
import './kit.css';

export interface ButtonProps {
  children: React.ReactNode;
  onTap?: () => void;
  kind?: 'primary' | 'default' | 'danger';
  size?: 'normal' | 'small';
  /** A disabled button ignores taps (e.g. while its request runs). */
  disabled?: boolean;
  className?: string;
  /** data-testid, for the harness and browser tests. */
  testId?: string;
}

// Drawn with View + Text rather than the platforms' <button>: their default styles differ on every platform.
export function Button({ children, onTap, kind = 'primary', size = 'normal', disabled = false, className = '', testId }: ButtonProps) {
  const classes = ['ak-button', `ak-button--${kind}`, size === 'small' ? 'ak-button--small' : '', disabled ? 'ak-button--disabled' : '', className]
    .filter((name) => name !== '')
    .join(' ');
  return (
    <View
      className={classes}
      role="button"
      aria-disabled={disabled}
      wechat-aria-role="button"
      wechat-aria-disabled={disabled}
      ali-aria-role="button"
      data-testid={testId}
      onTap={disabled ? undefined : () => onTap?.()}
    >
      <Text>{children}</Text>
    </View>
  );
}
