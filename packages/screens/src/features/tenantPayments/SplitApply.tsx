import * as React from 'react';
import { useGetBillSplitOptionsQuery, useSplitBillMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { SplitCountSchema, type SplitCount, fenToYuanString, formatAmount, pageLink, parseYuanToFen, splitFeeFen, splitSchedule } from '@aster/core-domain';
import { z } from 'zod';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import './tenantPayments.css';

const SplitFormSchema = z.object({ count: SplitCountSchema });
/** Three instalments first where the bill allows them (a quarter's rent monthly), else the most it allows. */
const PREFERRED: SplitCount = 3;

/**
 * 申请分期: the bill, the counts it may take (the server's rules), and before sending the schedule those rules give:
 * each instalment's amount and due date, the odd fen and any fee on the first. Sent once: the bill becomes 已分期.
 */
export function SplitApply({ id }: { id: string }) {
  const query = useGetBillSplitOptionsQuery({ id }, { refetchOnMountOrArgChange: true });
  const [split] = useSplitBillMutation();
  const form = useForm(SplitFormSchema, {
    initial: { count: PREFERRED },
    submit: (values, attempt) => split({ id, count: values.count, requestKey: attempt.requestKey }).unwrap(),
    onSuccess: () => void navigation.redirectTo(pageLink('pages/bill/bill_split_origin/index', { id })),
    failureFallback: '申请失败，请稍后再试',
  });
  const options = query.data;
  const counts = options?.counts ?? [];
  React.useEffect(() => {
    const first = counts[counts.length - 1];
    if (!form.touched && first !== undefined && !counts.includes(form.values.count)) form.reset({ count: counts.includes(PREFERRED) ? PREFERRED : first });
  }, [counts.join(',')]);
  if (options === undefined) return <QueryStatePage query={query} failedText="分期信息加载失败" />;

  const amountFen = Number(parseYuanToFen(String(options.amount)) ?? 0n);
  const count = counts.includes(form.values.count) ? form.values.count : undefined;
  const schedule = count === undefined ? [] : splitSchedule(amountFen, options.dueDate, count, options.today, options.rules);
  const feeFen = splitFeeFen(amountFen, options.rules);
  return (
    <Page>
      <StatusHead status={`¥${formatAmount(options.amount)}`} note={options.title} testId="split-head" />
      <View className="ak-body ak-overlap">
        {options.problem !== null ? (
          <Card>
            <Text className="tp-warning" data-testid="split-problem">
              {options.problem}
            </Text>
          </Card>
        ) : (
          <>
            <Card title="分期期数">
              <View className="tp-choices" role="radiogroup" aria-label="分期期数">
                {counts.map((choice) => (
                  <View
                    key={choice}
                    className={`tp-choice ${choice === count ? 'tp-choice--on' : ''}`}
                    role="radio"
                    aria-checked={choice === count}
                    data-testid={`split-count-${choice}`}
                    onTap={() => form.set({ count: choice })}
                  >
                    <Text>{`${choice}期`}</Text>
                  </View>
                ))}
              </View>
              {form.errors.count !== undefined && <FieldError>{form.errors.count}</FieldError>}
            </Card>
            <Card title="还款计划">
              {schedule.map((part) => (
                <View key={part.index} className="tp-row" data-testid={`split-instalment-${part.index}`}>
                  <Text className="tp-row-label">{`第${part.index}期 · ${part.dueDate}到期`}</Text>
                  <Text className="tp-row-value">{`¥${formatAmount(fenToYuanString(part.amountFen))}`}</Text>
                </View>
              ))}
              <InfoRow label="分期服务费" value={feeFen === 0 ? '免费' : `¥${formatAmount(fenToYuanString(feeFen))}（计入第1期）`} testId="split-fee" />
              <Text className="tp-hint">分期后原账单将显示为“已分期”，每期账单按到期日分别支付，逾期按租金规则收取滞纳金。分期提交后不可撤销。</Text>
            </Card>
            {form.failure !== null && <FieldError>{form.failure}</FieldError>}
          </>
        )}
      </View>
      {options.problem === null && (
        <ActionBar amountLabel="首期应付" amount={schedule[0] === undefined ? '--' : formatAmount(fenToYuanString(schedule[0].amountFen))}>
          <Button disabled={form.sending || count === undefined} testId="split-submit" onTap={() => void form.submit()}>
            {form.sending ? '提交中…' : '确认分期'}
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}
