import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetBillAskPayQuery, useShareBillMutation } from '@aster/core-api';
import { type BillDetail, isPayable, pageLink } from '@aster/core-domain';
import { failureText } from '@screens/hooks/failureText';
import { clientPlatform } from '@screens/platform/clientPlatform';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { InfoRow } from '@screens/features/booking/bookingParts';
import './askPay.css';

/**
 * On 账单详情: who paid the bill for the tenant (masked); for a bill owed now, 找人代付 (makes or reopens the share
 * link and shows its card) and, in a browser, 在小程序中支付.
 */
export function BillAskPayCard({ bill }: { bill: Pick<BillDetail, 'id' | 'status' | 'payable'> }) {
  const owed = bill.payable && isPayable(bill.status);
  const query = useGetBillAskPayQuery({ id: bill.id }, { refetchOnMountOrArgChange: true });
  const [share, sharing] = useShareBillMutation();
  const [problem, setProblem] = React.useState<string>();
  const askPay = query.data;
  if (askPay === undefined || (!owed && askPay.paidBy === null)) return null;

  const onShare = async () => {
    if (sharing.isLoading) return;
    setProblem(undefined);
    try {
      await share({ id: bill.id }).unwrap();
      void navigation.navigateTo(pageLink('pages/ask_pay/ask_pay/index', { billId: bill.id }));
    } catch (error) {
      setProblem(failureText(error) ?? '发起代付失败，请稍后再试');
    }
  };
  return (
    <Card title="代付">
      {askPay.paidBy !== null && <InfoRow label="代付人" value={askPay.paidBy} testId="bill-ask-pay-payer" />}
      {owed && (
        <>
          <Text className="ap-note">{askPay.share === null ? '可以把账单发给家人朋友，请TA帮您付款。' : '代付链接已发出，好友付款后账单即为已支付。'}</Text>
          {problem !== undefined && <FieldError>{problem}</FieldError>}
          <View className="ap-actions">
            <Button kind="default" size="small" disabled={sharing.isLoading} testId="bill-ask-pay" onTap={() => void onShare()}>
              {askPay.share === null ? '找人代付' : '查看代付链接'}
            </Button>
            {clientPlatform === 'h5' && (
              <Button kind="default" size="small" testId="bill-mini-program-pay" onTap={() => void navigation.navigateTo(pageLink('pages/bill/mini_program_pay/index', { id: bill.id }))}>
                在小程序中支付
              </Button>
            )}
          </View>
        </>
      )}
    </Card>
  );
}
