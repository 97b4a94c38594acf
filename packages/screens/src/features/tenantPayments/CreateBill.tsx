import * as React from 'react';
import { useCreateBillMutation, useGetCreateBillOptionsQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { usePageEvent } from 'remax/macro';
import { CreateBillFormSchema, createBillAmountProblem, fenToYuanString, pageLink } from '@aster/core-domain';
import { failureText } from '@screens/hooks/failureText';
import { createRequestKey, errorCodeOf } from '@screens/hooks/requestKey';
import { navigation } from '@screens/platform/navigation';
import { usePayment } from '@screens/pay/usePayment';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { YuanInput } from '@screens/features/wallet/YuanInput';
import { createBillDraft, useCreateBillDraft } from './createBillDraft';
import './tenantPayments.css';

type Field = 'contractId' | 'kind' | 'amount' | 'remark';

/**
 * 自助缴费: a payment the operator expects (合同账户充值 / 预存水电费 / 其他) for one of the tenant's leases, the amount
 * within the server's limits, a remark (账单备注), then paid at once through the pay module. What is typed stays when
 * sending or paying fails; a retried send is the same bill (one request key per body).
 */
export function CreateBill() {
  const query = useGetCreateBillOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create] = useCreateBillMutation();
  const payment = usePayment();
  const draft = useCreateBillDraft();
  const requestKey = React.useRef(createRequestKey());
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  usePageEvent('onUnload', () => createBillDraft.clear());
  const options = query.data;
  const firstContract = options?.contracts[0]?.id;
  React.useEffect(() => {
    if (firstContract !== undefined && createBillDraft.get().contractId === '') createBillDraft.set({ contractId: firstContract });
  }, [firstContract]);
  if (options === undefined) return <QueryStatePage query={query} failedText="缴费信息加载失败" />;

  const change = (patch: Partial<typeof draft>) => {
    createBillDraft.set(patch);
    setErrors({});
    setFailure(null);
  };
  const send = async () => {
    if (sending || payment.paying) return;
    const parsed = CreateBillFormSchema.omit({ requestKey: true }).safeParse(draft);
    const amountProblem = createBillAmountProblem(draft.amount, options.rules);
    if (!parsed.success || amountProblem !== null) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      if (amountProblem !== null) found.amount = amountProblem;
      if (draft.contractId === '') found.contractId = '请选择合同';
      setErrors(found);
      return;
    }
    setSending(true);
    const key = requestKey.current.forAttempt(JSON.stringify(parsed.data));
    try {
      const order = await create({ ...parsed.data, requestKey: key }).unwrap();
      await payment.pay(order, { resultTitle: '自助缴费' });
    } catch (error) {
      requestKey.current.failed(errorCodeOf(error));
      setFailure(failureText(error) ?? '提交失败，请稍后再试');
    } finally {
      setSending(false);
    }
  };

  if (options.contracts.length === 0) {
    return (
      <Page>
        <View className="ak-body">
          <Card>
            <Text className="tp-hint" data-testid="create-bill-empty">
              暂无可缴费的合同，签约后即可自助缴费
            </Text>
          </Card>
        </View>
      </Page>
    );
  }
  return (
    <Page>
      <View className="ak-body">
        <Card title="缴费合同">
          <View className="tp-options" role="radiogroup" aria-label="缴费合同">
            {options.contracts.map((contract) => (
              <View
                key={contract.id}
                className={`tp-option ${draft.contractId === contract.id ? 'tp-option--on' : ''}`}
                role="radio"
                aria-checked={draft.contractId === contract.id}
                data-testid={`create-bill-contract-${contract.id}`}
                onTap={() => change({ contractId: contract.id })}
              >
                <Text className="tp-option-title">{contract.houseTitle}</Text>
                <Text className="tp-option-note">{`合同编号 ${contract.contractNo}`}</Text>
              </View>
            ))}
          </View>
          {errors.contractId !== undefined && <FieldError>{errors.contractId}</FieldError>}
        </Card>
        <Card title="缴费类型">
          <View className="tp-choices" role="radiogroup" aria-label="缴费类型">
            {options.kinds.map(({ kind, label }) => (
              <View
                key={kind}
                className={`tp-choice ${draft.kind === kind ? 'tp-choice--on' : ''}`}
                role="radio"
                aria-checked={draft.kind === kind}
                data-testid={`create-bill-kind-${kind}`}
                onTap={() => change({ kind })}
              >
                <Text>{label}</Text>
              </View>
            ))}
          </View>
          {errors.kind !== undefined && <FieldError>{errors.kind}</FieldError>}
        </Card>
        <Card title="缴费金额">
          <YuanInput
            value={draft.amount}
            onChange={(amount) => change({ amount })}
            label="缴费金额"
            placeholder={`${fenToYuanString(options.rules.minFen)}-${fenToYuanString(options.rules.maxFen)}`}
            testId="create-bill-amount"
            invalid={errors.amount !== undefined}
          />
          {errors.amount !== undefined && <FieldError>{errors.amount}</FieldError>}
        </Card>
        <Card flush>
          <Cell title="账单备注" value={draft.remark === '' ? '选填' : draft.remark} testId="create-bill-remark" onTap={() => void navigation.navigateTo(pageLink('pages/bill/create_bill_remark/index'))} />
          {errors.remark !== undefined && <FieldError>{errors.remark}</FieldError>}
        </Card>
        {failure !== null && <FieldError>{failure}</FieldError>}
        <View className="tp-actions">
          <Button disabled={sending || payment.paying} testId="create-bill-submit" onTap={() => void send()}>
            {sending || payment.paying ? '支付中…' : '去支付'}
          </Button>
        </View>
      </View>
    </Page>
  );
}
