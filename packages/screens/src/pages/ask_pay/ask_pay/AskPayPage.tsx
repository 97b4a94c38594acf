import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { AskPayFailed, FriendView, TenantShare } from '@screens/features/askPay/AskPay';

/** 请人代付: with a share link's code, what the friend is asked to pay; with the tenant's billId, the card to send. */
function AskPayPage({ params: { code, billId } }: PageProps<'pages/ask_pay/ask_pay/index'>) {
  if (code !== undefined) return <FriendView code={code} />;
  if (billId !== undefined) return <TenantShare billId={billId} />;
  return <AskPayFailed reason="expired" />;
}

export default definePage('pages/ask_pay/ask_pay/index', AskPayPage);
