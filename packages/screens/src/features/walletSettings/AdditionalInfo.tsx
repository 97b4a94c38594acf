import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { z } from 'zod';
import { useGetWalletInfoQuery, useSaveWalletInfoMutation } from '@aster/core-api';
import { OCCUPATIONS, WalletInfoSchema, inputMaxLength } from '@aster/core-domain';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import './walletSettings.css';

/** The form holds '' until an occupation is chosen; core-domain's rule (and its 请选择职业) decides. */
const InfoFormSchema = WalletInfoSchema.extend({ occupation: z.string().pipe(WalletInfoSchema.shape.occupation) });

/**
 * 补充信息 (additional_info): the occupation and the usual address the operator must ask before a first withdrawal
 * (anti-money-laundering), prefilled with what was given before; saved, it goes back.
 */
export function AdditionalInfo() {
  const query = useGetWalletInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save] = useSaveWalletInfoMutation();
  const form = useForm(InfoFormSchema, {
    initial: { occupation: '', address: '' },
    submit: (values) => save(values).unwrap(),
    onSuccess: () => {
      ui.toast('信息已保存', 'success');
      if (navigation.pageDepth() > 1) void navigation.navigateBack();
    },
    failureFallback: '保存失败，请稍后再试',
  });
  const saved = query.data;
  React.useEffect(() => {
    if (saved !== undefined && saved !== null && !form.touched) form.reset(saved);
  }, [saved]); // the loaded details, until the tenant changes them

  if (saved === undefined) return <QueryStatePage query={query} failedText="信息加载失败" />;
  return (
    <Page>
      <View className="ak-body">
        <Text className="ws-note ws-note--top" data-testid="ws-info-why">
          首次提现前，根据反洗钱规定需补充职业和常住地址。信息仅用于核实身份，不会对外展示。
        </Text>
        <Card title="职业">
          <View className="ws-options" role="radiogroup" aria-label="职业">
            {OCCUPATIONS.map((occupation) => {
              const on = form.values.occupation === occupation;
              return (
                <View
                  key={occupation}
                  className={`ws-option ${on ? 'ws-option--on' : ''}`}
                  role="radio"
                  aria-checked={on}
                  data-testid={`ws-occupation-${occupation}`}
                  onTap={() => form.set({ occupation })}
                >
                  <Text>{occupation}</Text>
                </View>
              );
            })}
          </View>
          {form.errors.occupation !== undefined && <FieldError>{form.errors.occupation}</FieldError>}
        </Card>
        <Card title="常住地址">
          <View className={`ws-input-row ${form.errors.address !== undefined ? 'ws-input-row--error' : ''}`}>
            <Input
              className="ak-input ws-input"
              type="text"
              value={form.values.address}
              maxLength={inputMaxLength(100)}
              placeholder="请填写省市区及详细地址"
              aria-label="常住地址"
              data-testid="ws-info-address"
              onInput={(event) => form.set({ address: String(event.target.value ?? '') })}
            />
          </View>
          {form.errors.address !== undefined && <FieldError>{form.errors.address}</FieldError>}
        </Card>
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
        <Button testId="ws-info-save" disabled={form.sending} onTap={() => void form.submit()}>
          {form.sending ? '保存中…' : '保存'}
        </Button>
      </View>
    </Page>
  );
}
