import * as React from 'react';
import { useGetInvoiceQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { INVOICE_TITLE_TYPE_TEXT, fenToChineseCapital, pageLink, type InvoiceDetail } from '@aster/core-domain';
import { hasScreen } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { invoiceLinks, money, statusText, timeText } from './invoiceText';
import { Icon } from '@screens/ui/icon/Icon';
import '@screens/features/booking/booking.css';
import './invoice.css';

function headNote(invoice: InvoiceDetail): string {
  switch (invoice.status) {
    case 'applied':
      return '开票申请已提交，开具后将发送至您的邮箱';
    case 'issued':
      return `电子发票已开具并发送至 ${invoice.emailMasked}`;
    case 'failed':
      return `开票失败：${invoice.failReason ?? '请核对开票信息后重新申请'}，相关账单可重新申请开票`;
    case 'voided':
      return '该发票已作废，相关账单可重新申请开票';
  }
}

/**
 * 发票详情: the state, the title (the tax number's last 4 only), the amount in figures and capitals, when applied
 * and issued; 查看发票 opens the PDF in show_pdf (a short-lived link the server made for this tenant), 开票明细 the
 * bills and orders it is of.
 */
export function InvoiceDetails({ id }: { id: string }) {
  const query = useGetInvoiceQuery({ id }, { refetchOnMountOrArgChange: true });
  const invoice = query.data;
  if (invoice === undefined) return <QueryStatePage query={query} failedText="发票加载失败" />;
  const pdfUrl = invoice.pdfUrl;
  const openPdf = () => {
    if (pdfUrl !== null) void navigation.navigateTo(pageLink('pages/show_pdf/index', { url: pdfUrl, title: `电子发票 ${invoice.number ?? ''}` }));
  };

  return (
    <Page>
      <StatusHead status={statusText(invoice.status)} note={headNote(invoice)} testId="iv-detail-status" />
      <View className="bk-body ak-overlap">
        <Card title="发票信息">
          {invoice.number !== null && <InfoRow label="发票号码" value={invoice.number} testId="iv-detail-number" />}
          <InfoRow label="抬头类型" value={INVOICE_TITLE_TYPE_TEXT[invoice.titleType]} />
          <InfoRow label="发票抬头" value={invoice.titleName} testId="iv-detail-title" />
          {invoice.taxNumberMasked !== null && <InfoRow label="税号" value={invoice.taxNumberMasked} testId="iv-detail-tax" />}
          {invoice.bankLine !== '' && <InfoRow label="开户银行及账号" value={invoice.bankLine} />}
          {invoice.addressLine !== '' && <InfoRow label="注册地址及电话" value={invoice.addressLine} />}
          <InfoRow label="接收邮箱" value={invoice.emailMasked} />
        </Card>
        <Card title="开票金额">
          <InfoRow label="金额" value={money(invoice.amountFen)} strong testId="iv-detail-amount" />
          <InfoRow label="大写" value={fenToChineseCapital(invoice.amountFen)} />
          <View className="iv-link-row" role="button" data-testid="iv-particulars" onTap={() => void navigation.navigateTo(invoiceLinks.particulars(invoice.id))}>
            <Text>{`开票明细（${invoice.itemCount}笔）`}</Text>
            <Icon name="chevron-right" size="small" className="iv-arrow" />
          </View>
        </Card>
        <Card title="开票进度">
          <InfoRow label="申请时间" value={timeText(invoice.appliedAt)} />
          {invoice.issuedAt !== null && <InfoRow label="开具时间" value={timeText(invoice.issuedAt)} />}
          {invoice.status !== 'issued' && invoice.decidedAt !== null && <InfoRow label="处理时间" value={timeText(invoice.decidedAt)} />}
          {invoice.failReason !== null && <InfoRow label="原因" value={invoice.failReason} testId="iv-detail-reason" />}
        </Card>
      </View>
      {pdfUrl !== null && hasScreen('pages/show_pdf/index') ? (
        <ActionBar>
          <Button testId="iv-view-pdf" onTap={openPdf}>
            查看发票
          </Button>
        </ActionBar>
      ) : invoice.status === 'failed' || invoice.status === 'voided' ? (
        <ActionBar>
          <Button testId="iv-reapply" onTap={() => void navigation.navigateTo(invoiceLinks.apply())}>
            重新申请
          </Button>
        </ActionBar>
      ) : null}
    </Page>
  );
}
