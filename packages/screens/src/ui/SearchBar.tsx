import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { Icon } from './icon/Icon';
import './kit.css';
import './searchBar.css';

export type SearchTone = 'grey' | 'white';

export interface SearchEntryProps {
  /** The keyword in force, '' for none (the placeholder shows). */
  text: string;
  placeholder: string;
  onTap: () => void;
  tone?: SearchTone;
  testId?: string;
}

/** A search pill that opens the search page when tapped (home, house list). */
export function SearchEntry({ text, placeholder, onTap, tone = 'grey', testId }: SearchEntryProps) {
  return (
    <View
      className={`ak-search ak-search--${tone}`}
      role="button"
      aria-label={text === '' ? placeholder : `${text}，${placeholder}`}
      wechat-aria-role="button"
      wechat-aria-label={text === '' ? placeholder : `${text}，${placeholder}`}
      ali-aria-role="button"
      ali-aria-label={text === '' ? placeholder : `${text}，${placeholder}`}
      data-testid={testId}
      onTap={onTap}
    >
      <Icon name="search" size="small" className="ak-search-icon" />
      <Text className={text === '' ? 'ak-search-placeholder' : 'ak-search-text'}>{text === '' ? placeholder : text}</Text>
    </View>
  );
}

export interface SearchFieldProps {
  value: string;
  placeholder: string;
  label: string;
  maxLength: number;
  onChange: (value: string) => void;
  /** The keyboard's 搜索 key. */
  onConfirm?: () => void;
  /** Shows a clear button while there is text. */
  clearable?: boolean;
  focus?: boolean;
  tone?: SearchTone;
  testId?: string;
}

/** A search pill to type in (search page, city picker). */
export function SearchField({ value, placeholder, label, maxLength, onChange, onConfirm, clearable = false, focus = false, tone = 'grey', testId }: SearchFieldProps) {
  return (
    <View className={`ak-search ak-search--${tone}`}>
      <Icon name="search" size="small" className="ak-search-icon" />
      <Input
        className="ak-search-input ak-input"
        value={value}
        focus={focus}
        maxLength={maxLength}
        wechat-confirm-type="search"
        ali-confirm-type="search"
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId}
        onInput={(event) => onChange(String(event.target.value ?? ''))}
        onConfirm={() => onConfirm?.()}
      />
      {clearable && value !== '' && (
        <View
          className="ak-search-clear"
          role="button"
          aria-label="清除"
          wechat-aria-role="button"
          wechat-aria-label="清除"
          ali-aria-role="button"
          ali-aria-label="清除"
          onTap={() => onChange('')}
        >
          <Icon name="x" size="small" />
        </View>
      )}
    </View>
  );
}
