import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { yuanText } from '../../ui/houseFacts';
import { Icon } from '@screens/ui/icon/Icon';
import './booking.css';

export interface HouseBriefProps {
  coverUrl: string;
  title: string;
  /** One grey line under the title: layout, area, store. */
  meta: string;
  /** Shown when known (a viewing's answer has no rent until the house loads). */
  rent?: number | string | undefined;
  testId?: string;
}

/** The house a booking or reservation is about: cover, title, a line of facts and the monthly rent. */
export function HouseBrief({ coverUrl, title, meta, rent, testId }: HouseBriefProps) {
  return (
    <View className="bk-house" data-testid={testId}>
      <Image className="bk-house-cover" src={coverUrl} mode="aspectFill" />
      <View className="bk-house-info">
        <Text className="bk-house-title">{title}</Text>
        <Text className="bk-house-meta">{meta}</Text>
        {rent !== undefined && (
          <View className="bk-house-rent">
            <Text className="bk-house-rent-value">¥{yuanText(rent)}</Text>
            <Text className="bk-house-rent-unit">/月</Text>
          </View>
        )}
      </View>
    </View>
  );
}

export type TagTone = 'active' | 'done' | 'off' | 'warn';

/** A small status label: 待看房, 已预订, 已取消... */
export function StatusTag({ tone, children, testId }: { tone: TagTone; children: React.ReactNode; testId?: string }) {
  return (
    <Text className={`bk-tag bk-tag--${tone}`} data-testid={testId}>
      {children}
    </Text>
  );
}

/** A label and value row of a summary card. */
export function InfoRow({ label, value, strong = false, arrow = false, testId }: { label: string; value: string; strong?: boolean; /** The row opens a page. */ arrow?: boolean; testId?: string }) {
  return (
    <View className="bk-row">
      <Text className="bk-row-label">{label}</Text>
      <Text className={`bk-row-value ${strong ? 'bk-row-value--strong' : ''}`} data-testid={testId}>
        {value}
      </Text>
      {arrow && <Icon name="chevron-right" size="small" className="bk-row-arrow" />}
    </View>
  );
}

/** The bar fixed at the bottom of a form page: an optional amount at the left, the actions at the right. */
export function ActionBar({ children, amountLabel, amount }: { children: React.ReactNode; amountLabel?: string; amount?: string }) {
  return (
    <View className="bk-bar">
      {amount !== undefined && (
        <View className="bk-bar-amount">
          <Text className="bk-bar-amount-label">{amountLabel}</Text>
          <Text className="bk-bar-amount-value">¥{amount}</Text>
        </View>
      )}
      <View className={`bk-bar-actions ${amount !== undefined ? 'bk-bar-actions--beside' : ''}`}>{children}</View>
    </View>
  );
}

/** The big tick or cross at the top of a result page. */
export function ResultHead({ title, text, tone = 'success' }: { title: string; text: string; tone?: 'success' | 'info' }) {
  return (
    <View className="bk-result">
      <View className={`bk-result-icon bk-result-icon--${tone}`}>
        <Icon name={tone === 'success' ? 'check' : 'info'} size="huge" />
      </View>
      <Text className="bk-result-title">{title}</Text>
      <Text className="bk-result-text">{text}</Text>
    </View>
  );
}
