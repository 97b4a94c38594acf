import * as React from 'react';
import { Text, View } from 'remax/one';
import { Icon } from './icon/Icon';
import './kit.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What a screen reader says for the box (its visible text may hold links of its own). */
  label: string;
  children: React.ReactNode;
  testId?: string;
}

/** The tap on a box or a link may be a test's bare call: there is then nothing to stop. */
type InnerTap = { stopPropagation?: () => void } | undefined;

/**
 * A box and its text: tapping anywhere on the row (the text too, not only the box) toggles it; a link inside the
 * text (CheckboxLink) opens what it names and leaves the box as it was.
 */
export function Checkbox({ checked, onChange, label, children, testId }: CheckboxProps) {
  const toggle = () => onChange(!checked);
  return (
    <View className="ak-checkbox" data-testid={testId === undefined ? undefined : `${testId}-row`} onTap={toggle}>
      <View
        className={`ak-checkbox-box ${checked ? 'ak-checkbox-box--on' : ''}`}
        role="checkbox"
        aria-checked={checked}
        aria-label={label}
        wechat-aria-role="checkbox"
        wechat-aria-checked={checked}
        wechat-aria-label={label}
        ali-aria-role="checkbox"
        ali-aria-label={label}
        data-testid={testId}
        onTap={(event: InnerTap) => {
          // The row would toggle it back: the box (and a screen reader's tap on it) toggles once.
          event?.stopPropagation?.();
          toggle();
        }}
      >
        {checked && <Icon name="check" size="small" />}
      </View>
      <View className="ak-checkbox-text">{children}</View>
    </View>
  );
}

/** A link in a checkbox's text (the agreement's name): opens it without ticking or unticking the box. */
export function CheckboxLink({ children, onOpen, label, testId }: { children: React.ReactNode; onOpen: () => void; label: string; testId?: string }) {
  return (
    <View
      className="ak-link ak-link--inline"
      role="link"
      aria-label={label}
      wechat-aria-role="link"
      wechat-aria-label={label}
      data-testid={testId}
      onTap={(event: InnerTap) => {
        event?.stopPropagation?.();
        onOpen();
      }}
    >
      <Text>{children}</Text>
    </View>
  );
}
