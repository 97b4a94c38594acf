import * as React from 'react';
import { useApplyInvoiceMutation, useGetSavedInvoiceTitleQuery } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { INVOICE_TITLE_MAX_LENGTHS, INVOICE_TITLE_TYPE_TEXT, InvoiceTitleFormSchema, InvoiceTitleTypeSchema, inputMaxLength, type InvoiceTitleForm } from '@aster/core-domain';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { dropSelection, heldSelection } from './selection';
import { invoiceLinks, money } from './invoiceText';
import '@screens/features/booking/booking.css';
import './invoice.css';

const L = INVOICE_TITLE_MAX_LENGTHS;
const EMPTY: InvoiceTitleForm = { type: 'personal', name: '', taxNumber: '', bankLine: '', addressLine: '', email: '' };

interface FieldProps {
  label: string;
  value: string;
  placeholder: string;
  maxLength: number;
  error: string | undefined;
  testId: string;
  onInput: (value: string) => void;
  /** The field's id (form.field): a failed send scrolls to it. */
  id: string;
}

function Field({ label, value, placeholder, maxLength, error, testId, onInput, id }: FieldProps) {
  return (
    <View id={id} className="iv-field">
      <Text className="iv-field-label">{label}</Text>
      <Input className={`ak-input iv-input ${error !== undefined ? 'iv-input--error' : ''}`} value={value} placeholder={placeholder} maxLength={maxLength} aria-label={label} data-testid={testId} onInput={(event) => onInput(String(event.target.value ?? ''))} />
      {error !== undefined && <FieldError>{error}</FieldError>}
    </View>
  );
}

/**
 * 填写发票信息: 个人 or 企业 title (a company's 税号 checked as company authentication checks it, its bank and
 * address lines optional), the email the PDF goes to; starts from the last title used (the server remembers it).
 * Sent once per request key; then the new invoice's details, the selection forgotten.
 */
export function FillIn() {
  const selection = heldSelection();
  const saved = useGetSavedInvoiceTitleQuery();
  const [applyInvoice] = useApplyInvoiceMutation();
  const form = useForm(InvoiceTitleFormSchema, {
    initial: EMPTY,
    submit: ({ email, ...title }, { requestKey }) => applyInvoice({ items: [...(selection?.items ?? [])], title, email, requestKey }).unwrap(),
    onSuccess: (invoice) => {
      dropSelection();
      void navigation.redirectTo(invoiceLinks.details(invoice.id));
    },
    failureFallback: '提交失败，请稍后再试',
  });
  const last = saved.data;
  React.useEffect(() => {
    if (last != null && !form.touched) form.reset({ ...last.title, email: last.email });
  }, [last]);

  if (selection === null || selection.items.length === 0) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text="请先选择要开票的账单" />
          <Button testId="iv-choose" onTap={() => void navigation.redirectTo(invoiceLinks.apply())}>
            去选择
          </Button>
        </View>
      </Page>
    );
  }
  if (saved.data === undefined) return <QueryStatePage query={saved} failedText="加载失败" />;
  const company = form.values.type === 'company';
  const errors = form.errors;

  return (
    <Page>
      <View className="bk-body iv-fill">
        <Card title="开票金额">
          <View className="iv-row">
            <Text className="iv-meta">{`共${selection.items.length}笔`}</Text>
            <Text className="iv-amount iv-amount--big" data-testid="iv-fill-amount">
              {money(selection.amountFen)}
            </Text>
          </View>
        </Card>
        <Card title="发票抬头">
          <View className="bk-chip-row" role="radiogroup" aria-label="抬头类型">
            {InvoiceTitleTypeSchema.options.map((type) => (
              <View key={type} className={`bk-chip ${form.values.type === type ? 'bk-chip--on' : ''}`} role="radio" aria-checked={form.values.type === type} data-testid={`iv-type-${type}`} onTap={() => form.set({ type })}>
                <Text>{INVOICE_TITLE_TYPE_TEXT[type]}</Text>
              </View>
            ))}
          </View>
          <Field {...form.field('name', company ? '企业名称' : '姓名')} label={company ? '企业名称' : '姓名'} value={form.values.name} placeholder={company ? '营业执照上的企业名称' : '个人姓名'} maxLength={inputMaxLength(L.name)} error={errors.name} testId="iv-name" onInput={(name) => form.set({ name })} />
          {company && (
            <>
              <Field {...form.field('taxNumber', '税号')} label="税号" value={form.values.taxNumber ?? ''} placeholder="18位统一社会信用代码" maxLength={64} error={errors.taxNumber} testId="iv-tax" onInput={(taxNumber) => form.set({ taxNumber })} />
              <Field {...form.field('bankLine', '开户银行及账号')} label="开户银行及账号（选填）" value={form.values.bankLine ?? ''} placeholder="如：招商银行上海分行 6214…" maxLength={inputMaxLength(L.bankLine)} error={errors.bankLine} testId="iv-bank" onInput={(bankLine) => form.set({ bankLine })} />
              <Field {...form.field('addressLine', '注册地址及电话')} label="注册地址及电话（选填）" value={form.values.addressLine ?? ''} placeholder="如：上海市徐汇区… 021-…" maxLength={inputMaxLength(L.addressLine)} error={errors.addressLine} testId="iv-address" onInput={(addressLine) => form.set({ addressLine })} />
            </>
          )}
        </Card>
        <Card title="接收方式">
          <Field {...form.field('email', '电子邮箱')} label="电子邮箱" value={form.values.email} placeholder="电子发票将发送至该邮箱" maxLength={inputMaxLength(L.email)} error={errors.email} testId="iv-email" onInput={(email) => form.set({ email })} />
          <Text className="bk-hint">开具后可在发票详情中查看和下载，同时发送至该邮箱。</Text>
        </Card>
        {form.failure !== null && (
          <View data-testid="iv-failure">
            <FieldError>{form.failure}</FieldError>
          </View>
        )}
      </View>
      <ActionBar>
        <Button testId="iv-submit" disabled={form.sending} onTap={() => void form.submit()}>
          提交申请
        </Button>
      </ActionBar>
    </Page>
  );
}
