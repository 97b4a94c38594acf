import * as React from 'react';
import { Text, View } from 'remax/one';
import './kit.css';

/** An inline validation or request message under a field (announced to screen readers on H5). */
export function FieldError({ children, className = 'ak-field-error' }: { children: React.ReactNode; className?: string }) {
  return (
    <View role="alert">
      <Text className={className}>{children}</Text>
    </View>
  );
}
