import * as React from 'react';
import { Text, View } from 'remax/one';
import type { RefundPreview } from '@aster/core-domain';
import { Card } from '@screens/ui/Card';
import { Icon } from '@screens/ui/icon/Icon';
import '@screens/features/booking/booking.css';
import { monthDays, monthsBetween, signedYuan, type ProgressStep } from './leaseRules';
import './leaseEnding.css';

/** The refund line by line, the net amount and where it goes (un_rent, checkout_sign, un_rent_detail). */
export function RefundLines({ lines, netFen, account, title = '退款明细' }: { lines: RefundPreview['lines']; netFen: number; account?: string | null; title?: string }) {
  return (
    <Card title={title}>
      {lines.length === 0 && <Text className="le-muted">没有需要结算的费用</Text>}
      {lines.map((line, index) => (
        <View key={`${line.kind}-${line.billId ?? index}`} className="le-line" data-testid={`refund-line-${line.kind}`}>
          <Text className="le-line-label">{line.label}</Text>
          <Text className={`le-line-amount ${line.amountFen < 0 ? 'le-line-amount--owed' : ''}`}>{signedYuan(line.amountFen)}</Text>
        </View>
      ))}
      <View className="le-net" data-testid="refund-net">
        <Text className="le-net-label">{netFen >= 0 ? '合计退还' : '合计需补交'}</Text>
        <Text className={`le-net-amount ${netFen < 0 ? 'le-net-amount--owed' : ''}`}>{signedYuan(netFen)}</Text>
      </View>
      {netFen > 0 && <Text className="le-muted">退至：{account ?? '原路退回（支付租金的账户）'}</Text>}
      {netFen < 0 && <Text className="le-muted">签署后请于7日内补交</Text>}
    </Card>
  );
}

/** A vertical line of steps with their dates. */
export function ProgressSteps({ steps, testId }: { steps: readonly ProgressStep[]; testId?: string }) {
  return (
    <View className="le-steps" data-testid={testId}>
      {steps.map((step) => (
        <View key={step.title} className={`le-step ${step.done ? 'le-step--done' : ''}`}>
          <View className="le-step-dot" />
          <View className="le-step-body">
            <Text className="le-step-title">{step.title}</Text>
            <Text className="le-step-text">{step.text}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}

const WEEK_HEAD = ['日', '一', '二', '三', '四', '五', '六'];

export interface DateSheetProps {
  title: string;
  /** The first and last day that can be picked (yyyy-MM-dd). */
  first: string;
  last: string;
  value: string;
  onPick: (date: string) => void;
  onClose: () => void;
}

/** A bottom sheet with one month at a time (a year's lease would be 365 nodes at once), only days inside the bounds tappable. */
export function DateSheet({ title, first, last, value, onPick, onClose }: DateSheetProps) {
  const months = React.useMemo(() => monthsBetween(first, last), [first, last]);
  const [index, setIndex] = React.useState(() => Math.max(0, months.indexOf((value || first).slice(0, 7))));
  const month = months[index] ?? first.slice(0, 7);
  const { blanks, days } = monthDays(month, first, last);
  return (
    <View className="bk-sheet-layer">
      <View className="bk-sheet-mask" onTap={onClose} />
      <View className="bk-sheet" role="dialog" aria-label={title}>
        <View className="bk-sheet-head">
          <Text className="bk-section-title">{title}</Text>
          <View className="bk-sheet-close" role="button" onTap={onClose}>
            <Text>关闭</Text>
          </View>
        </View>
        <View className="le-month-bar">
          <View className={`le-month-step ${index === 0 ? 'le-month-step--off' : ''}`} role="button" aria-label="上个月" data-testid="date-prev" onTap={() => setIndex(Math.max(0, index - 1))}>
            <Icon name="chevron-left" size="small" />
            <Text>上月</Text>
          </View>
          <Text className="le-month-title" data-testid="date-month">{`${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`}</Text>
          <View
            className={`le-month-step ${index >= months.length - 1 ? 'le-month-step--off' : ''}`}
            role="button"
            aria-label="下个月"
            data-testid="date-next"
            onTap={() => setIndex(Math.min(months.length - 1, index + 1))}
          >
            <Text>下月</Text>
            <Icon name="chevron-right" size="small" />
          </View>
        </View>
        <View className="bk-calendar-grid">
          {WEEK_HEAD.map((name) => (
            <Text key={name} className="bk-calendar-week">
              {name}
            </Text>
          ))}
          {Array.from({ length: blanks }, (_, blank) => (
            <Text key={`blank-${blank}`} className="bk-calendar-day bk-calendar-day--blank">
              .
            </Text>
          ))}
          {days.map((day) => (
            <View
              key={day.date}
              className={`bk-calendar-day ${day.date === value ? 'bk-calendar-day--on' : ''} ${day.pickable ? '' : 'le-day--off'}`}
              role="button"
              aria-label={day.date}
              aria-disabled={!day.pickable}
              data-testid={`date-${day.date}`}
              onTap={day.pickable ? () => onPick(day.date) : undefined}
            >
              <Text>{Number(day.date.slice(8, 10))}</Text>
            </View>
          ))}
        </View>
        <Text className="le-muted">{`可选${first}至${last}`}</Text>
      </View>
    </View>
  );
}
