import * as React from 'react';
import { Text, View } from 'remax/one';
import { Icon } from './icon/Icon';
import './kit.css';

export interface CardProps {
  title?: string;
  /** Small text at the right of the title, e.g. "全部"; with onExtraTap, a chevron after it says it opens a page. */
  extra?: string;
  onExtraTap?: () => void;
  /** No inner padding: for cells and images that reach the card's edge. */
  flush?: boolean;
  className?: string;
  /** The element id: a form's field (useForm's form.field) the page scrolls to when it is wrong. */
  id?: string;
  children: React.ReactNode;
}

export function Card({ title, extra, onExtraTap, flush = false, className = '', id, children }: CardProps) {
  return (
    <View id={id} className={`ak-card ${flush ? 'ak-card--flush' : ''} ${className}`}>
      {title !== undefined && (
        <View className="ak-card-head">
          <Text className="ak-card-title">{title}</Text>
          {extra !== undefined && (
            <View className="ak-card-extra" onTap={onExtraTap}>
              <Text>{extra}</Text>
              {onExtraTap !== undefined && <Icon name="chevron-right" size="small" />}
            </View>
          )}
        </View>
      )}
      {children}
    </View>
  );
}
