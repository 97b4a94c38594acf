import * as React from 'react';
import type { CaptchaImage } from '@aster/core-api';
import { Image, Input, Text, View } from 'remax/one';
import { FieldError } from '@screens/ui/FieldError';
import './captcha.css';

interface CaptchaInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The picture the server drew, undefined while it loads. */
  image: CaptchaImage | undefined;
  loadFailed: boolean;
  /** A tap on the picture: a new one ("看不清？换一张"). */
  onRefresh: () => void;
  testId: string;
  leading?: React.ReactNode;
}

/** The picture captcha a code to a phone needs (the server's PNG), with its answer field. */
export function CaptchaInput({ value, onChange, error, image, loadFailed, onRefresh, testId, leading }: CaptchaInputProps) {
  return (
    <>
      <View className={`ak-field ${error ? 'ak-field--error' : ''}`}>
        {leading}
        <Input
          className="ak-field-input ak-input"
          value={value}
          maxLength={8}
          placeholder="请输入图形验证码"
          aria-label="图形验证码"
          data-testid={testId}
          onInput={(event) => onChange(String(event.target.value ?? '').trim())}
        />
        <View
          className="captcha-picture"
          role="button"
          aria-label={image !== undefined ? '看不清？换一张' : undefined}
          data-testid={`${testId}-image`}
          // Not a secret (the app sends it back with the answer); tests read the answer by it in dev mode.
          data-captcha-id={image?.captchaId}
          onTap={onRefresh}
        >
          {image !== undefined ? (
            <Image className="captcha-picture-image" src={image.image} mode="aspectFit" />
          ) : (
            <Text className="captcha-picture-text">{loadFailed ? '加载失败，点击重试' : '加载中…'}</Text>
          )}
        </View>
      </View>
      {error && <FieldError>{error}</FieldError>}
    </>
  );
}
