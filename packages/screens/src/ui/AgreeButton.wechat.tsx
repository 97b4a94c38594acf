import * as React from 'react';
import { Button as NativeButton } from 'remax/wechat';
import { PRIVACY_AGREE_BUTTON_ID } from '../platform/miniApi';
import type { AgreeButtonProps } from './AgreeButton';
import './kit.css';

/**
 * WeChat records the consent only from its own <button open-type="agreePrivacyAuthorization">, and checks the
 * button id given to resolve. Its agreeprivacyauthorization event comes after WeChat has recorded the tap, so the
 * held calls are released then. Remax 2.15 predates this event: the wechat- prefix hands the bind straight to
 * the template.
 */
export function AgreeButton({ children, onAgree, className = '' }: AgreeButtonProps) {
  return (
    <NativeButton
      id={PRIVACY_AGREE_BUTTON_ID}
      className={`ak-button ak-button--primary ak-native-button ${className}`}
      data-testid="privacy-agree"
      wechat-open-type="agreePrivacyAuthorization"
      wechat-bindagreeprivacyauthorization={onAgree}
    >
      {children}
    </NativeButton>
  );
}
