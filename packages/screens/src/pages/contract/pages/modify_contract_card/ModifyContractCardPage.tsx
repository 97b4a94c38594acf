import * as React from 'react';
import { useGetContractDetailQuery, useSaveRefundAccountMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { BANK_CARD_MAX_DIGITS, RefundAccountFormSchema, inputMaxLength } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { keypad } from '@screens/ui/keypad';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import '@screens/features/lease/lease.css';
import { takesRefundAccount } from '@screens/features/lease/leaseRules';

type Field = 'holderName' | 'bankName' | 'cardNumber';
const FIELDS: readonly { field: Field; label: string; placeholder: string; max: number; card?: true }[] = [
  { field: 'holderName', label: '开户人', placeholder: '须为合同承租人本人', max: 30 },
  { field: 'bankName', label: '开户银行', placeholder: '如：招商银行', max: 30 },
  // Typed as the card shows it, 4 by 4: 19 digits and their spaces. A text field, not a number one: a browser's number
  // field empties itself on a space, and the rule takes the spaces out.
  { field: 'cardNumber', label: '银行卡号', placeholder: '请输入本人借记卡卡号', max: BANK_CARD_MAX_DIGITS + 5, card: true },
];

/**
 * 押金退款账户 (modify_contract_card): the debit card the deposit and unlived rent go back to at checkout
 * (contract/modify-shroff-acc). The holder must be the contract's tenant; the number is checked by core-domain's rule
 * (16-19 digits, Luhn) before it is sent and shown masked but its last 4 afterwards.
 */
function ModifyContractCardPage({ params: { contractId } }: PageProps<'pages/contract/pages/modify_contract_card/index'>) {
  // The account on file comes with the contract (contract/{id}); saving one changes the contract, which is asked again.
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const [save] = useSaveRefundAccountMutation();
  const form = useForm(RefundAccountFormSchema, {
    initial: { holderName: '', bankName: '', cardNumber: '' },
    submit: (values) => save({ id: contractId, ...values }).unwrap(),
    onSuccess: () => {
      ui.toast('退款账户已保存', 'success');
      void navigation.navigateBack();
    },
    failureFallback: '保存失败，请稍后再试',
  });
  const tenantName = detail.data?.tenantName;
  React.useEffect(() => {
    if (tenantName !== undefined && !form.touched) form.reset({ holderName: tenantName, bankName: '', cardNumber: '' });
    // The tenant's name fills the holder once loaded, unless they have typed already (form is the same object throughout).
  }, [tenantName]);

  const contract = detail.data;
  if (contract === undefined) return <QueryStatePage query={detail} failedText="合同加载失败" />;
  if (!takesRefundAccount(contract.status)) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text={`该合同${contract.statusText}，无需设置退款账户`} />
        </View>
      </Page>
    );
  }
  const account = contract.refundAccount;
  return (
    <Page>
      <View className="bk-body">
        <Card title="当前退款账户">
          {account ? (
            <View data-testid="card-current">
              <InfoRow label="开户人" value={account.holderName} />
              <InfoRow label="开户银行" value={account.bankName} />
              <InfoRow label="银行卡号" value={account.cardNumberMasked} testId="card-current-number" />
            </View>
          ) : (
            <Text className="ls-muted" data-testid="card-none">未设置：退租退款将原路退回支付租金的账户</Text>
          )}
        </Card>
        <Card title={account ? '更换退款账户' : '设置退款账户'}>
          {FIELDS.map(({ field, label, placeholder, max, card }) => (
            <View key={field} className="ls-field" {...form.field(field, label)}>
              <Text className="ls-field-label">{label}</Text>
              <Input
                className="ak-input"
                {...(card ? keypad('digits') : { type: 'text' as const })}
                value={form.values[field] ?? ''}
                maxLength={card ? max : inputMaxLength(max)}
                placeholder={placeholder}
                aria-label={label}
                data-testid={`card-${field}`}
                onInput={(event) => form.set({ [field]: String(event.target.value ?? '') })}
              />
              {form.errors[field] !== undefined && <FieldError>{form.errors[field]}</FieldError>}
            </View>
          ))}
          {form.failure !== null && <FieldError>{form.failure}</FieldError>}
          <Text className="ls-muted">退租结算后，应退款项将转入此账户，开户人须为合同承租人本人。</Text>
        </Card>
      </View>
      <ActionBar>
        <Button disabled={form.sending} testId="card-save" onTap={() => void form.submit()}>
          {form.sending ? '保存中…' : '保存'}
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/contract/pages/modify_contract_card/index', ModifyContractCardPage);
