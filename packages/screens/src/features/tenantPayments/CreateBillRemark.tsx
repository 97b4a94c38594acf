import * as React from 'react';
import { Text, Textarea, View } from 'remax/one';
import { CREATE_BILL_REMARK_MAX_LENGTH, CreateBillFormSchema, inputMaxLength, tidyRemark } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { createBillDraft } from './createBillDraft';
import './tenantPayments.css';

const RemarkSchema = CreateBillFormSchema.shape.remark;

/** 账单备注: the remark of 自助缴费 (what the operator reads with the payment), kept as tidied, without emoji. */
export function CreateBillRemark() {
  const [text, setText] = React.useState(() => createBillDraft.get().remark);
  const [error, setError] = React.useState<string | null>(null);
  const length = Array.from(tidyRemark(text)).length;
  const save = () => {
    const parsed = RemarkSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '备注有误');
      return;
    }
    createBillDraft.set({ remark: parsed.data });
    void navigation.navigateBack();
  };
  return (
    <Page>
      <View className="ak-body">
        <Card title="备注">
          <Textarea
            className="tp-textarea"
            value={text}
            maxLength={inputMaxLength(CREATE_BILL_REMARK_MAX_LENGTH)}
            placeholder="例如：11月水电费预存、补缴的费用说明（选填）"
            aria-label="账单备注"
            data-testid="create-bill-remark-text"
            onInput={(event) => {
              setText(String(event.target.value ?? ''));
              setError(null);
            }}
          />
          <Text className={`tp-count ${length > CREATE_BILL_REMARK_MAX_LENGTH ? 'tp-count--over' : ''}`} data-testid="create-bill-remark-count">
            {`${length}/${CREATE_BILL_REMARK_MAX_LENGTH}`}
          </Text>
          {error !== null && <FieldError>{error}</FieldError>}
        </Card>
        <View className="tp-actions">
          <Button testId="create-bill-remark-save" onTap={save}>
            保存
          </Button>
        </View>
      </View>
    </Page>
  );
}
