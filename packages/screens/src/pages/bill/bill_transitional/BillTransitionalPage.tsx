import * as React from 'react';
import { useGetOrderStateQuery } from '@aster/core-api';
import { BILL_RESULT_PAGE, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';

export const TRANSITIONAL_TEXT = {
  checking: '正在确认支付结果，请稍候',
  failed: '暂时无法确认支付结果，请重试',
} as const;

/** The server's reason when it refuses the order (not the tenant's, unknown); null when it could not be asked. */
function refusalOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || !('message' in error)) return null;
  if (/^(-1|TIMEOUT|401|BAD_RESPONSE|5\d\d)$/.test(String(error.code))) return null;
  return typeof error.message === 'string' && error.message !== '' ? error.message : null;
}

/**
 * 支付中: where the tenant lands back from an outside payment page (the card checkout on H5). What the page that
 * sent them there believed is not trusted: the order, its amount and subject come from the server, and the result
 * page (which keeps asking until the order settles) takes over with a redirect, so going back skips this page.
 */
function BillTransitionalPage({ params: { orderNo } }: PageProps<'pages/bill/bill_transitional/index'>) {
  const query = useGetOrderStateQuery({ orderNo }, { refetchOnMountOrArgChange: true });
  const order = query.data;

  React.useEffect(() => {
    if (order === undefined) return;
    void navigation.redirectTo(pageLink(BILL_RESULT_PAGE, { newOrderNo: order.orderNo, amount: order.amount }));
  }, [order]);

  const refusal = query.isError ? refusalOf(query.error) : null;
  return (
    <Page>
      {query.isError ? (
        <StateView status="error" text={refusal ?? TRANSITIONAL_TEXT.failed} onRetry={refusal === null ? () => void query.refetch() : undefined} />
      ) : (
        <StateView status="loading" text={TRANSITIONAL_TEXT.checking} />
      )}
    </Page>
  );
}

export default definePage('pages/bill/bill_transitional/index', BillTransitionalPage);
