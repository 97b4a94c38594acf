import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { useAddBankCardMutation, useSendBankCardCodeMutation } from '@aster/core-api';
import { BANK_CARD_MAX_DIGITS, BankCardAddSchema, bankOfCard, pageLink } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { useSmsCodeSender } from '@screens/hooks/useSmsCodeSender';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { PhoneInput, SmsCodeInput } from '@screens/ui/PhoneFields';
import { keypad } from '@screens/ui/keypad';
import '@screens/features/billSettle/billSettle.css';

/**
 * 添加银行卡 (bill_bank_add_new): the number, typed as the card shows it, the card's reserved phone (预留手机号, the one
 * the bank holds for it) and the SMS code the server sends to that phone for that card (issue 46). The holder is the
 * real-name user (the server takes the name from the real name, so nobody types it); the bank is told from the number
 * as it is typed, and number and phone are checked by core-domain's rules before anything is sent. A refusal keeps
 * what was typed.
 */
function BillBankAddNewPage() {
  const [add] = useAddBankCardMutation();
  const [sendCode] = useSendBankCardCodeMutation();
  const form = useForm(BankCardAddSchema, {
    initial: { cardNumber: '', mobile: '', code: '' },
    submit: (values) => add(values).unwrap(),
    onSuccess: () => {
      ui.toast('银行卡已添加', 'success');
      void navigation.navigateBack();
    },
    failureFallback: '添加失败，请稍后再试',
  });
  const typed = form.values.cardNumber ?? '';
  const bank = bankOfCard(typed);
  // The code goes to the card's reserved phone, so the number and the phone are checked before anything is sent.
  const { sendText, sendOff, sentTo, onSend } = useSmsCodeSender(
    () => (form.check(['cardNumber', 'mobile']) ? sendCode({ cardNumber: typed, mobile: form.values.mobile ?? '' }).unwrap() : null),
    (failure) => form.show({ failure }),
  );

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
          <View className="bs-field" {...form.field('mobile', '预留手机号')}>
            <PhoneInput
              value={form.values.mobile ?? ''}
              onChange={(mobile) => form.set({ mobile })}
              error={form.errors.mobile}
              testId="bank-new-mobile"
              label="预留手机号"
              placeholder="请输入银行预留手机号"
              leading={<Text className="bs-field-lead">预留手机号</Text>}
            />
          </View>
          <View className="bs-field" {...form.field('code', '验证码')}>
            <SmsCodeInput
              value={form.values.code ?? ''}
              onChange={(code) => form.set({ code })}
              error={form.errors.code}
              testId="bank-new-code"
              leading={<Text className="bs-field-lead">验证码</Text>}
              sendText={sendText}
              sendDisabled={sendOff}
              sendTestId="bank-new-send"
              onSend={() => void onSend()}
            />
            {sentTo !== null && (
              <Text className="bs-muted" data-testid="bank-new-sent">
                {`验证码已发送至${sentTo}`}
              </Text>
            )}
          </View>
          {form.failure !== null && <FieldError>{form.failure}</FieldError>}
          <Text className="bs-muted">持卡人须为实名认证本人；验证码发送至该卡在银行预留的手机号。卡号仅保存后四位用于展示。</Text>
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
