import * as React from 'react';
import { Text, View } from 'remax/one';
import { ID_NUM_TYPES } from '@aster/core-domain';
import './identity.css';

/** The ID types as chips (a picker would hide the choice behind one more tap; there are four). */
export function IdTypeChips({ value, onChange }: { value: number; onChange: (idNumType: number) => void }) {
  return (
    <View className="id-chips" role="radiogroup" aria-label="证件类型">
      {ID_NUM_TYPES.map((entry) => (
        <View
          key={entry.idNumType}
          className={`id-chip ${entry.idNumType === value ? 'id-chip--on' : ''}`}
          role="radio"
          aria-checked={entry.idNumType === value}
          wechat-aria-role="radio"
          wechat-aria-checked={entry.idNumType === value}
          data-testid={`id-type-${entry.idNumType}`}
          onTap={() => onChange(entry.idNumType)}
        >
          <Text>{entry.label}</Text>
        </View>
      ))}
    </View>
  );
}
