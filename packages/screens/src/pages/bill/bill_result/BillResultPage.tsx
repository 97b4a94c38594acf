import * as React from 'react';
import { useLazyGetOrderStateQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { usePageEvent } from 'remax/macro';
import { HOME_PAGE, type PageParams, formatAmount, formatDate, pageLink, type PayOrderState } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { isBuiltPage } from '@screens/hooks/builtPages';
import { usePayment } from '@screens/pay';
import { createOrderPoller, initialPollState, resultView, type PollState } from '@screens/pay/orderPolling';
import { paidOrderNextPage } from '@screens/pay/paymentOutcome';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { Icon, type KitIconName } from '@screens/ui/icon/Icon';
import { BILL_RESULT_TEXT, pollAnswerOfError } from './billResult';
import './BillResultPage.css';

/** Asks the server for the order while the page shows; stops when it settles, at the limit, or when hidden. */
function useOrderPolling(orderNo: string) {
  const [getOrderState] = useLazyGetOrderStateQuery();
  const [state, setState] = React.useState<PollState>(initialPollState);
  const poller = React.useMemo(
    () =>
      createOrderPoller({
        clock,
        check: () => getOrderState({ orderNo }).unwrap().then((order) => ({ kind: 'order' as const, order }), pollAnswerOfError),
        onChange: setState,
      }),
    [getOrderState, orderNo],
  );
  const hidden = React.useRef(false);
  const settled = React.useRef(false);
  settled.current = state.stopped;

  React.useEffect(() => {
    poller.start();
    return () => poller.stop();
  }, [poller]);
  usePageEvent('onHide', () => {
    hidden.current = true;
    poller.stop();
  });
  usePageEvent('onUnload', () => poller.stop());
  // Back on the page (e.g. from the home screen) before it had an answer: ask again.
  usePageEvent('onShow', () => {
    if (!hidden.current) return;
    hidden.current = false;
    if (!settled.current) poller.start();
  });

  return { state, refresh: poller.start };
}

function leave() {
  if (navigation.pageDepth() > 1) void navigation.navigateBack();
  else void navigation.reLaunch(pageLink(HOME_PAGE));
}

function goHome() {
  void navigation.reLaunch(pageLink(HOME_PAGE));
}

function Summary({ order, title }: { order: PayOrderState; title: string | undefined }) {
  const rows: [string, string][] = [
    ['支付内容', title !== undefined && title !== '' ? `${title} · ${order.subject}` : order.subject],
    ['订单编号', order.orderNo],
  ];
  const paidAt = order.paidAt ? formatDate(order.paidAt, 'yyyy-MM-dd HH:mm:ss') : '';
  if (order.status === 'paid' && paidAt !== '') rows.push(['支付时间', paidAt]);
  return (
    <View className="bill-result-summary">
      {rows.map(([label, value]) => (
        <View className="bill-result-row" key={label}>
          <Text className="bill-result-label">{label}</Text>
          <Text className="bill-result-value">{value}</Text>
        </View>
      ))}
    </View>
  );
}

/** The sign at the top: an icon in a tone's circle, or the spinner while the answer is awaited. */
function Outcome({ icon, tone, title, hint, amount }: { icon: KitIconName | 'spinner'; tone: 'ok' | 'wait' | 'warn'; title: string; hint?: string; amount?: string }) {
  return (
    <View className="bill-result-head">
      {icon === 'spinner' ? (
        <View className="ak-spinner" />
      ) : (
        <View className={`bill-result-icon bill-result-icon--${tone}`}>
          <Icon name={icon} size="huge" />
        </View>
      )}
      <Text className="bill-result-title" data-testid="bill-result-title">
        {title}
      </Text>
      {amount !== undefined && amount !== '' && <Text className="bill-result-amount">{`¥${amount}`}</Text>}
      {hint !== undefined && <Text className="bill-result-hint">{hint}</Text>}
    </View>
  );
}

function OrderResult({ params }: { params: PageParams<'pages/bill/bill_result/index'> }) {
  const { state, refresh } = useOrderPolling(params.newOrderNo);
  const { pay, paying } = usePayment();
  const view = resultView(state);

  switch (view.kind) {
    case 'checking':
      return <Outcome icon="spinner" tone="wait" title={BILL_RESULT_TEXT.checking} hint={BILL_RESULT_TEXT.checkingHint} />;
    case 'paid': {
      const next = paidOrderNextPage(view.order, isBuiltPage);
      return (
        <>
          <Outcome icon="check" tone="ok" title={BILL_RESULT_TEXT.paid} amount={formatAmount(view.order.amount)} />
          <Summary order={view.order} title={params.title} />
          <View className="bill-result-actions">
            {/* Forward with a redirect: going back from there must not come through the payment again. */}
            <Button testId="bill-result-next" onTap={() => (next.url === pageLink(HOME_PAGE) ? goHome() : void navigation.redirectTo(next.url))}>
              {next.label}
            </Button>
            {next.url !== pageLink(HOME_PAGE) && (
              <Button kind="default" onTap={goHome}>
                返回首页
              </Button>
            )}
          </View>
        </>
      );
    }
    case 'unpaid':
      return (
        <>
          <Outcome icon="circle-alert" tone="warn" title={BILL_RESULT_TEXT.unpaid} hint={BILL_RESULT_TEXT.unpaidHint} amount={formatAmount(view.order.amount)} />
          <Summary order={view.order} title={params.title} />
          <View className="bill-result-actions">
            {/* Looks disabled while paying but keeps its handler: usePayment itself ignores the extra taps. */}
            <Button testId="bill-result-repay" className={paying ? 'ak-button--disabled' : ''} onTap={() => void pay({ orderNo: view.order.orderNo, amount: view.order.amount }, { resultTitle: params.title })}>
              {paying ? '正在发起支付…' : '重新支付'}
            </Button>
            <Button kind="default" onTap={leave}>
              返回
            </Button>
          </View>
        </>
      );
    case 'closed':
      return (
        <>
          <Outcome icon="circle-x" tone="warn" title={BILL_RESULT_TEXT.closed} hint={BILL_RESULT_TEXT.closedHint} />
          <Summary order={view.order} title={params.title} />
          <View className="bill-result-actions">
            <Button onTap={goHome}>返回首页</Button>
          </View>
        </>
      );
    case 'stillConfirming':
      return (
        <>
          <Outcome icon="clock" tone="wait" title={BILL_RESULT_TEXT.stillConfirming} hint={BILL_RESULT_TEXT.stillConfirmingHint} />
          <View className="bill-result-actions">
            <Button testId="bill-result-refresh" onTap={refresh}>
              刷新
            </Button>
            <Button kind="default" onTap={leave}>
              返回
            </Button>
          </View>
        </>
      );
    case 'notFound':
      return (
        <>
          <StateView status="error" text={view.message} />
          <View className="bill-result-actions">
            <Button kind="default" onTap={goHome}>
              返回首页
            </Button>
          </View>
        </>
      );
  }
}

/** 支付结果: what the server says about the order (never the platform's or the URL's word), polled with a limit. */
function BillResultPage({ params }: PageProps<'pages/bill/bill_result/index'>) {
  return (
    <Page>
      <View className="ak-body bill-result">
        <OrderResult params={params} />
      </View>
    </Page>
  );
}

export default definePage('pages/bill/bill_result/index', BillResultPage);
