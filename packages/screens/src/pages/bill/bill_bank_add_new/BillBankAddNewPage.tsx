import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { useAddBankCardMutation } from '@aster/core-api';
import { BANK_CARD_MAX_DIGITS, BankCardAddSchema, bankOfCard, pageLink } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { keypad } from '@screens/ui/keypad';
import '@screens/features/billSettle/billSettle.css';

/**
 * 添加银行卡 (bill_bank_add_new): the number only, typed as the card shows it. The holder is the real-name user (the
 * server takes the name from the real name, so nobody types it); the bank is told from the number as it is typed, and
 * the number is checked by core-domain's rule (length, Luhn, a supported bank) before it is sent. A refusal keeps it.
 */
function BillBankAddNewPage() {
  const [add] = useAddBankCardMutation();
  const form = useForm(BankCardAddSchema, {
    initial: { cardNumber: '' },
    submit: (values) => add(values).unwrap(),
    onSuccess: () => {
      ui.toast('银行卡已添加', 'success');
      void navigation.navigateBack();
    },
    failureFallback: '添加失败，请稍后再试',
  });
  const typed = form.values.cardNumber ?? '';
  const bank = bankOfCard(typed);
  return (
    <Page>
      <View className="ak-body">
        <Card title="请添加本人的借记卡">
          <View className="bs-field" {...form.field('cardNumber', '银行卡号')}>
            <Text className="bs-field-label">银行卡号</Text>
            <Input
              className="ak-input"
              {...keypad('digits')}
              value={typed}
              maxLength={BANK_CARD_MAX_DIGITS + 5}
              placeholder="请输入本人借记卡卡号"
              aria-label="银行卡号"
              data-testid="bank-new-number"
              onInput={(event) => form.set({ cardNumber: String(event.target.value ?? '') })}
            />
            {bank !== null && <Text className="bs-detected" data-testid="bank-new-bank">{`开户银行：${bank.name}`}</Text>}
            {form.errors.cardNumber !== undefined && <FieldError>{form.errors.cardNumber}</FieldError>}
          </View>
          {form.failure !== null && <FieldError>{form.failure}</FieldError>}
          <Text className="bs-muted">持卡人须为实名认证本人，卡号仅保存后四位用于展示。</Text>
          <View className="bs-links">
            <View className="bs-link" role="link" data-testid="bank-new-support" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_bank_support/index'))}>
              <Text>查看支持的银行</Text>
            </View>
          </View>
        </Card>
        <Button disabled={form.sending} testId="bank-new-save" onTap={() => void form.submit()}>
          {form.sending ? '添加中…' : '确认添加'}
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/bill/bill_bank_add_new/index', BillBankAddNewPage);
