import * as React from 'react';
import { Text, View } from 'remax/one';
import './kit.css';

export interface StatusHeadProps {
  /** Where the thing stands, in the tenant's words (已提交, 待支付...). */
  status: string;
  /** One line under it: the house, or what happens next. */
  note?: string;
  testId?: string;
}

/**
 * The coloured head of a detail page that follows something through its states (an application, a reservation, a
 * bill, a work order); the page's first card overlaps it (`ak-overlap` on the body below).
 */
export function StatusHead({ status, note, testId }: StatusHeadProps) {
  return (
    <View className="ak-status-head">
      <Text className="ak-status-title" data-testid={testId}>
        {status}
      </Text>
      {note !== undefined && note !== '' && <Text className="ak-status-text">{note}</Text>}
    </View>
  );
}
