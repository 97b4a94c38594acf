import * as React from 'react';
import { type MeterDetail, useGetMeterWaterAllowancesQuery } from '@aster/core-api';
import { WATER_ALLOWANCE_STATUS_TEXT } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { Card } from '@screens/ui/Card';
import { QueryState } from '@screens/features/booking/pageStates';
import { shortTime } from './lockModels';
import { hasWaterProcessor } from './meterWater';
import './meterWater.css';

/** 使用记录 of a water meter: the operator's water allowances (赠送水量), newest first, and the processor's credit. */
export function MeterWaterRecords({ meter }: { meter: MeterDetail }) {
  if (!hasWaterProcessor(meter)) return null;
  return <WaterRecords meter={meter} />;
}

function WaterRecords({ meter }: { meter: MeterDetail }) {
  const allowances = useGetMeterWaterAllowancesQuery({ id: meter.id });
  const data = allowances.data;
  if (data === undefined) {
    return (
      <Card title="赠送水量">
        <QueryState query={allowances} failedText="赠送水量记录加载失败" />
      </Card>
    );
  }
  if (data.allowances.length === 0) return null;
  return (
    <Card title="赠送水量">
      {data.creditLitres !== null && (
        <Text className="mw-credit" data-testid="records-water-credit">
          剩余赠送水量 {data.creditLitres} 升
        </Text>
      )}
      {data.allowances.map((one) => (
        <View key={one.todoTaskId} className="mt-row" data-testid={`water-allowance-${one.todoTaskId}`}>
          <Text>
            {one.reason} {one.litres}升
          </Text>
          <Text>
            {shortTime(one.writtenAt ?? one.createdAt).slice(5)} · {WATER_ALLOWANCE_STATUS_TEXT[one.status]}
          </Text>
        </View>
      ))}
    </Card>
  );
}
