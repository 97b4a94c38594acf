import * as React from 'react';
import { usePageEvent } from 'remax/macro';
import { Text, View } from 'remax/one';
import { useCancelBillShareMutation, useGetBillAskPayQuery, useGetBillDetailQuery, useGetOrderStateQuery, useGetSharedBillQuery, usePaySharedBillMutation } from '@aster/core-api';
import { ASK_PAY_PROBLEM_TEXT, type AskPayProblem, HOME_PAGE, formatAmount, pageLink } from '@aster/core-domain';
import { failureText } from '@screens/hooks/failureText';
import { usePayment } from '@screens/pay';
import { navigation } from '@screens/platform/navigation';
import { shareLink } from '@screens/platform/shareLink';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { ActionBar, InfoRow, ResultHead } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { PayableBillCard, askPayProblemOf, copyText, showAskPayFailed } from './askPayParts';

/** The page a share link opens: the code only (it names a share, never a person). */
const sharedPageUrl = (code: string) => pageLink('pages/ask_pay/ask_pay/index', { code });
const expiryText = (expiresAt: string) => `链接有效期至 ${expiresAt.replace('T', ' ').slice(0, 16)}`;
const goHome = () => void navigation.reLaunch(pageLink(HOME_PAGE));

/**
 * 请人代付, the tenant's side (from 账单详情's 找人代付): the bill and its open link, sent to a friend as a mini-program
 * card (右上角 ··· 转发, the page's share) or copied as a link in a browser; 取消代付 closes the link.
 */
export function TenantShare({ billId }: { billId: string }) {
  const bill = useGetBillDetailQuery({ id: billId }, { refetchOnMountOrArgChange: true });
  const askPay = useGetBillAskPayQuery({ id: billId }, { refetchOnMountOrArgChange: true });
  const [cancel, cancelling] = useCancelBillShareMutation();
  const [problem, setProblem] = React.useState<string>();
  const share = askPay.data?.share ?? null;
  usePageEvent('onShareAppMessage', () =>
    share === null || bill.data === undefined ? { title: '请人代付', path: pageLink(HOME_PAGE) } : { title: `请帮我代付${bill.data.title}`, path: sharedPageUrl(share.code) },
  );
  if (bill.data === undefined) return <QueryStatePage query={bill} failedText="账单加载失败" />;
  if (askPay.data === undefined) return <QueryStatePage query={askPay} failedText="代付信息加载失败" />;
  const link = share === null ? undefined : shareLink.linkTo(sharedPageUrl(share.code));

  const onCancel = async () => {
    if (cancelling.isLoading) return;
    setProblem(undefined);
    try {
      await cancel({ id: billId }).unwrap();
      void navigation.redirectTo(pageLink('pages/bill/bill_detail/index', { id: billId }));
    } catch (error) {
      setProblem(failureText(error) ?? '取消失败，请稍后再试');
    }
  };
  return (
    <Page>
      <View className="ak-body">
        <View className="ap-card" data-testid="ask-pay-card">
          <Text className="ap-card-title">请帮我代付这笔账单</Text>
          <Text className="ap-card-amount">{`¥${formatAmount(bill.data.amount)}`}</Text>
          <Text className="ap-card-line">{bill.data.title}</Text>
          <Text className="ap-card-line">{bill.data.houseTitle}</Text>
        </View>
        {share === null || link === undefined ? (
          <Card>
            <Text className="ap-note" data-testid="ask-pay-closed">
              {askPay.data.paidBy !== null ? `该账单已由${askPay.data.paidBy}代付` : '代付链接已失效，请返回账单详情重新发起'}
            </Text>
            <Button kind="default" testId="ask-pay-back" onTap={() => void navigation.redirectTo(pageLink('pages/bill/bill_detail/index', { id: billId }))}>
              返回账单详情
            </Button>
          </Card>
        ) : (
          <Card title="发给好友">
            <Text className="ap-note">在小程序中点右上角 ··· 转发给好友；或复制下面的链接发给好友，好友打开后即可为您付款。好友只能看到账单金额、房源和您的姓氏。</Text>
            <Text className="ap-link" selectable data-testid="ask-pay-link">
              {link}
            </Text>
            <Text className="ap-note" data-testid="ask-pay-expiry">{expiryText(share.expiresAt)}</Text>
            {problem !== undefined && <FieldError>{problem}</FieldError>}
            <View className="ap-actions">
              <Button testId="ask-pay-copy" onTap={() => copyText(link)}>
                复制链接
              </Button>
              <Button kind="default" disabled={cancelling.isLoading} testId="ask-pay-cancel" onTap={() => void onCancel()}>
                取消代付
              </Button>
            </View>
          </Card>
        )}
      </View>
    </Page>
  );
}

/** 请人代付, the friend's side (the shared link): what is asked, then 帮TA付款 (login there); a closed link says why. */
export function FriendView({ code }: { code: string }) {
  const query = useGetSharedBillQuery({ code }, { refetchOnMountOrArgChange: true });
  const bill = query.data;
  const problem = bill?.problem ?? null;
  React.useEffect(() => {
    if (problem !== null) showAskPayFailed(problem);
  }, [problem]);
  if (bill === undefined) return <QueryStatePage query={query} failedText="代付链接已失效，请向好友重新索取" />;
  if (problem !== null) return <Page>{null}</Page>;
  return (
    <Page>
      <View className="ak-body">
        <Text className="ap-from" data-testid="ask-pay-from">{`您的好友 ${bill.tenantName} 请您帮忙代付一笔账单`}</Text>
        <PayableBillCard bill={bill} testId="ask-pay-bill" />
        <Text className="ap-note ap-center">{expiryText(bill.expiresAt)}</Text>
      </View>
      <ActionBar amountLabel="代付" amount={formatAmount(bill.amount)}>
        <Button testId="ask-pay-go" onTap={() => void navigation.navigateTo(pageLink('pages/ask_pay/ask_pay_detail/index', { code }))}>
          帮TA付款
        </Button>
      </ActionBar>
    </Page>
  );
}

/** 代付详情: the payer's own view (logged in), with the way their shell pays and 立即代付 into the pay module. */
export function AskPayDetail({ code }: { code: string }) {
  const query = useGetSharedBillQuery({ code }, { refetchOnMountOrArgChange: true });
  const [payShared, ordering] = usePaySharedBillMutation();
  const { pay, paying } = usePayment();
  const [problem, setProblem] = React.useState<string>();
  const bill = query.data;
  const refused = bill?.problem ?? null;
  React.useEffect(() => {
    if (refused !== null) showAskPayFailed(refused);
  }, [refused]);
  if (bill === undefined) return <QueryStatePage query={query} failedText="代付链接已失效，请向好友重新索取" />;
  const way = bill.ways[0];
  if (refused !== null || way === undefined) return <Page>{null}</Page>;

  const onPay = async () => {
    if (ordering.isLoading || paying) return;
    setProblem(undefined);
    try {
      const order = await payShared({ code, way: way.way }).unwrap();
      await pay(order, { resultTitle: '代付' });
    } catch (error) {
      const reason = askPayProblemOf(error);
      if (reason !== null) showAskPayFailed(reason);
      else setProblem(failureText(error) ?? '发起支付失败，请稍后再试');
    }
  };
  return (
    <Page>
      <View className="ak-body">
        <PayableBillCard bill={bill} testId="ask-pay-detail" />
        <Card title="支付方式">
          <InfoRow label="支付方式" value={way.label} testId="ask-pay-way" />
          <Text className="ap-note">由您本人的账户付款，付款后账单即为已支付，款项不会退还给您，请确认是好友本人发起。</Text>
        </Card>
        {problem !== undefined && <FieldError>{problem}</FieldError>}
      </View>
      <ActionBar amountLabel="代付" amount={formatAmount(bill.amount)}>
        <Button disabled={ordering.isLoading || paying} testId="ask-pay-pay" onTap={() => void onPay()}>
          {paying ? '正在发起支付…' : '立即代付'}
        </Button>
      </ActionBar>
    </Page>
  );
}

/** 代付成功: the payer's order as the server has it; refunded (the bill was paid first) goes to 代付失败. */
export function AskPaySuccess({ orderNo }: { orderNo: string }) {
  const query = useGetOrderStateQuery({ orderNo }, { refetchOnMountOrArgChange: true });
  const order = query.data;
  const refunded = order?.refunded === true;
  React.useEffect(() => {
    if (refunded) showAskPayFailed('refunded');
  }, [refunded]);
  if (order === undefined) return <QueryStatePage query={query} failedText="代付结果加载失败" />;
  if (refunded) return <Page>{null}</Page>;
  const paid = order.status === 'paid';
  return (
    <Page>
      <View className="ak-body">
        <ResultHead title={paid ? '代付成功' : '代付未完成'} text={paid ? '感谢您的帮助，好友的账单已支付' : '暂未收到付款，可返回代付链接重新支付'} tone={paid ? 'success' : 'info'} />
        <Card>
          <InfoRow label="代付金额" value={`¥${formatAmount(order.amount)}`} strong testId="ask-pay-success-amount" />
          <InfoRow label="代付内容" value={order.subject} />
          <InfoRow label="订单编号" value={order.orderNo} />
        </Card>
        <Button testId="ask-pay-success-home" onTap={goHome}>
          返回首页
        </Button>
      </View>
    </Page>
  );
}

/** 代付失败: why the link cannot be paid (expired, paid, cancelled, one's own, refunded), and where to go. */
export function AskPayFailed({ reason }: { reason: AskPayProblem }) {
  return (
    <Page>
      <View className="ak-body">
        <View data-testid="ask-pay-failed-reason">
          <ResultHead title="无法代付" text={ASK_PAY_PROBLEM_TEXT[reason]} tone="info" />
        </View>
        {reason === 'own' && (
          <Button testId="ask-pay-failed-bills" onTap={() => void navigation.redirectTo(pageLink('pages/bill/bill_list/index'))}>
            查看我的账单
          </Button>
        )}
        <Button kind={reason === 'own' ? 'default' : 'primary'} testId="ask-pay-failed-home" onTap={goHome}>
          返回首页
        </Button>
      </View>
    </Page>
  );
}
