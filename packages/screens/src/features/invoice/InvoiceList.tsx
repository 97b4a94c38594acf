import * as React from 'react';
import { useGetInvoicesQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { INVOICE_TITLE_TYPE_TEXT } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, StatusTag } from '@screens/features/booking/bookingParts';
import { STATUS_TONE, invoiceLinks, money, statusText, timeText } from './invoiceText';
import '@screens/features/booking/booking.css';
import './invoice.css';

/** 我的发票: the tenant's invoices, newest first, each with its state; 申请开票 starts a new one. */
export function InvoiceList() {
  const invoices = useGetInvoicesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <View className="bk-body iv-list">
        {invoices.data === undefined ? (
          <StateView status={invoices.isError ? 'error' : 'loading'} text={invoices.isError ? '发票加载失败' : undefined} error={invoices.error} onRetry={() => void invoices.refetch()} />
        ) : invoices.data.invoices.length === 0 ? (
          <StateView status="empty" text="还没有发票，支付账单后可申请开票" />
        ) : (
          invoices.data.invoices.map((invoice) => (
            <View key={invoice.id} className="bk-list-card" role="button" data-testid={`iv-invoice-${invoice.id}`} onTap={() => void navigation.navigateTo(invoiceLinks.details(invoice.id))}>
              <View className="bk-list-head">
                <Text className="bk-section-title iv-title">{invoice.titleName}</Text>
                <StatusTag tone={STATUS_TONE[invoice.status]} testId={`iv-status-${invoice.id}`}>
                  {statusText(invoice.status)}
                </StatusTag>
              </View>
              <View className="iv-row">
                <Text className="iv-meta">{`${INVOICE_TITLE_TYPE_TEXT[invoice.titleType]} · ${invoice.itemCount}笔`}</Text>
                <Text className="iv-amount">{money(invoice.amountFen)}</Text>
              </View>
              <Text className="iv-meta">{invoice.issuedAt !== null ? `开具于 ${timeText(invoice.issuedAt)}` : `申请于 ${timeText(invoice.appliedAt)}`}</Text>
            </View>
          ))
        )}
      </View>
      <ActionBar>
        <Button testId="iv-apply" onTap={() => void navigation.navigateTo(invoiceLinks.apply())}>
          申请开票
        </Button>
      </ActionBar>
    </Page>
  );
}
