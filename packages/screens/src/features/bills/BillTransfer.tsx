import * as React from 'react';
import { type BillTransfer, type BillTransferInfo, BillTransferRequestSchema, formatAmount, pageLink } from '@aster/core-domain';
import { useGetBillTransferQuery, useSubmitBillTransferMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { useForm } from '@screens/hooks/useForm';
import { houseActions } from '@screens/platform/houseActions';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { PhotoSlot } from '@screens/features/upload/PhotoSlot';
import { usePhotoUploads } from '@screens/features/upload/usePhotoUploads';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import './bills.css';

// 转账支付 (pages/bill/bill_pay_by_transfer): where to transfer (index), the receipt (stepOne), the operator's decision
// (stepThree). The amount and the account are the server's; a bill waiting on a transfer cannot be paid another way.

const RECEIPT_KINDS = ['transfer_receipt'] as const;
const minute = (iso: string) => iso.replace('T', ' ').slice(0, 16);
const TransferFormSchema = BillTransferRequestSchema.omit({ requestKey: true });

/** How long the operator takes, said to the tenant (what leading operators promise: the next working day). */
export const CONFIRM_PROMISE = '工作人员核对到账后确认，通常在1个工作日内完成';

function copy(text: string) {
  houseActions.copyText(text).then(
    () => ui.toast('复制成功', 'success'),
    () => ui.toast('复制失败，请长按手动复制'),
  );
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <View className="bl-copy-row">
      <View className="bl-copy-main">
        <Text className="bl-copy-label">{label}</Text>
        <Text className="bl-copy-value" data-testid={testId}>
          {value}
        </Text>
      </View>
      <View className="bl-link" role="button" aria-label={`复制${label}`} data-testid={`${testId}-copy`} onTap={() => copy(value)}>
        <Text>复制</Text>
      </View>
    </View>
  );
}

function useTransferInfo(id: string) {
  return useGetBillTransferQuery({ id }, { refetchOnMountOrArgChange: true });
}

/** bill_pay_by_transfer/index: the account, the amount and the reference, each copied with a tap, and the steps. */
export function TransferGuide({ id }: { id: string }) {
  const query = useTransferInfo(id);
  const info = query.data;
  if (info === undefined) return <QueryStatePage query={query} failedText="转账信息加载失败" />;
  const waiting = info.transfer?.status === 'submitted';
  return (
    <Page>
      <StatusHead status={`转账 ¥${formatAmount(info.amount)}`} note={info.title} testId="transfer-head" />
      <View className="ak-body ak-overlap">
        <Card title="收款账户">
          <CopyRow label="户名" value={info.account.name} testId="transfer-account-name" />
          <CopyRow label="开户行" value={info.account.bank} testId="transfer-account-bank" />
          <CopyRow label="账号" value={info.account.number} testId="transfer-account-number" />
          <CopyRow label="转账金额" value={formatAmount(info.amount)} testId="transfer-amount" />
          <CopyRow label="转账附言" value={info.reference} testId="transfer-reference" />
        </Card>
        <Card title="转账步骤">
          <Text className="bl-guide-step">1. 用手机银行或网银向以上账户转账¥{formatAmount(info.amount)}，附言填写“{info.reference}”，以便核对是哪张账单。</Text>
          <Text className="bl-guide-step">2. 转账完成后截图或拍下转账凭证，在下一步上传。</Text>
          <Text className="bl-guide-step">3. {CONFIRM_PROMISE}，确认后账单即为已支付；期间账单显示“转账确认中”。</Text>
        </Card>
        <View className="dv-actions">
          {waiting ? (
            <Button testId="transfer-progress" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_pay_by_transfer/stepThree', { id }))}>
              查看确认进度
            </Button>
          ) : (
            <Button testId="transfer-next" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_pay_by_transfer/stepOne', { id }))}>
              我已转账，上传凭证
            </Button>
          )}
        </View>
      </View>
    </Page>
  );
}

/** bill_pay_by_transfer/stepOne: the receipt photo and the paying account's name; nothing typed is lost on a failure. */
export function TransferReceipt({ id }: { id: string }) {
  const query = useTransferInfo(id);
  const [submit] = useSubmitBillTransferMutation();
  const uploads = usePhotoUploads(RECEIPT_KINDS);
  const receipt = uploads.slots.transfer_receipt;
  const form = useForm(TransferFormSchema, {
    initial: { receiptId: '', payerName: '' },
    submit: (values, attempt) => submit({ id, ...values, requestKey: attempt.requestKey }).unwrap(),
    onSuccess: () => void navigation.redirectTo(pageLink('pages/bill/bill_pay_by_transfer/stepThree', { id })),
    failureFallback: '提交失败，请稍后再试',
  });
  // The photo's id joins the form when its upload is done.
  const receiptId = receipt.status === 'done' ? receipt.uploadId : '';
  React.useEffect(() => {
    if (form.values.receiptId !== receiptId) form.set({ receiptId });
  }, [receiptId]);
  const info = query.data;
  if (info === undefined) return <QueryStatePage query={query} failedText="转账信息加载失败" />;
  return (
    <Page>
      <StatusHead status={`上传转账凭证 · ¥${formatAmount(info.amount)}`} note={info.title} testId="transfer-receipt-head" />
      <View className="ak-body ak-overlap">
        <Card title="转账凭证">
          <PhotoSlot
            label="转账凭证"
            hint="银行转账成功页截图或回单照片：金额、收款户名和时间清晰可见"
            state={receipt}
            testId="transfer-receipt"
            onChoose={(source) => void uploads.choose('transfer_receipt', source)}
            onRetry={() => void uploads.retry('transfer_receipt')}
          />
          {form.errors.receiptId !== undefined && <FieldError>{form.errors.receiptId}</FieldError>}
        </Card>
        <Card title="付款信息">
          <View className={`ak-field ${form.errors.payerName !== undefined ? 'ak-field--error' : ''}`}>
            <Text className="bk-field-label">付款户名</Text>
            <Input
              className="ak-field-input ak-input"
              value={form.values.payerName}
              maxLength={30}
              placeholder="转出账户的户名"
              aria-label="付款户名"
              data-testid="transfer-payer"
              onInput={(event) => form.set({ payerName: String(event.target.value ?? '') })}
            />
          </View>
          {form.errors.payerName !== undefined && <FieldError>{form.errors.payerName}</FieldError>}
        </Card>
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
        <View className="dv-actions">
          <Button disabled={form.sending || uploads.busy} testId="transfer-submit" onTap={() => void form.submit()}>
            {form.sending ? '提交中…' : '提交凭证'}
          </Button>
        </View>
      </View>
    </Page>
  );
}

const HEAD_OF: Readonly<Record<BillTransfer['status'], string>> = {
  submitted: '转账确认中',
  confirmed: '转账已确认，账单已支付',
  rejected: '转账未通过确认',
};

function Decision({ info, id }: { info: BillTransferInfo; id: string }) {
  const { transfer } = info;
  if (transfer === null) {
    return (
      <Card>
        <Text className="bl-guide-step">这张账单还没有提交转账凭证。</Text>
        <Button testId="transfer-start" onTap={() => void navigation.redirectTo(pageLink('pages/bill/bill_pay_by_transfer/index', { id }))}>
          去转账
        </Button>
      </Card>
    );
  }
  return (
    <Card title="转账信息">
      <View className="bk-row">
        <Text className="bk-row-label">转账金额</Text>
        <Text className="bk-row-value">¥{formatAmount(transfer.amount)}</Text>
      </View>
      <View className="bk-row">
        <Text className="bk-row-label">付款户名</Text>
        <Text className="bk-row-value">{transfer.payerName}</Text>
      </View>
      <View className="bk-row">
        <Text className="bk-row-label">提交时间</Text>
        <Text className="bk-row-value">{minute(transfer.submittedAt)}</Text>
      </View>
      {transfer.decidedAt !== null && (
        <View className="bk-row">
          <Text className="bk-row-label">处理时间</Text>
          <Text className="bk-row-value">{minute(transfer.decidedAt)}</Text>
        </View>
      )}
      {transfer.status === 'submitted' && <Text className="bl-guide-step">{CONFIRM_PROMISE}，确认前请勿重复转账。</Text>}
      {transfer.status === 'rejected' && (
        <Text className="dv-warning" data-testid="transfer-reject-reason">
          {transfer.rejectReason ?? '未通过确认'}
        </Text>
      )}
      <View className="dv-actions">
        {transfer.status === 'rejected' && (
          <Button testId="transfer-again" onTap={() => void navigation.redirectTo(pageLink('pages/bill/bill_pay_by_transfer/stepOne', { id }))}>
            重新上传凭证
          </Button>
        )}
        <Button kind="default" testId="transfer-bill" onTap={() => void navigation.redirectTo(pageLink('pages/bill/bill_detail/index', { id }))}>
          查看账单
        </Button>
      </View>
    </Card>
  );
}

/** bill_pay_by_transfer/stepThree: the transfer's state as the server has it (waiting, confirmed, rejected and why). */
export function TransferProgress({ id }: { id: string }) {
  const query = useTransferInfo(id);
  const info = query.data;
  if (info === undefined) return <QueryStatePage query={query} failedText="转账进度加载失败" />;
  return (
    <Page>
      <StatusHead status={info.transfer === null ? '尚未提交转账' : HEAD_OF[info.transfer.status]} note={info.title} testId="transfer-status" />
      <View className="ak-body ak-overlap">
        <Decision info={info} id={id} />
      </View>
    </Page>
  );
}
