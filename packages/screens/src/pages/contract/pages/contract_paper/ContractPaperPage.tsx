import * as React from 'react';
import { useGetContractDetailQuery, useGetContractTextQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { hasScreen } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryState, QueryStatePage } from '@screens/features/booking/pageStates';
import { ContractPaper } from '@screens/features/signing/signingParts';

/**
 * 合同文本: the signed contract. Its PDF (drawn by the server with the tenant's signature) opens in show_pdf; the text is
 * shown as plain paragraphs, never as HTML. Before signing there is nothing signed to show: 合同签署后可查看.
 */
function ContractPaperPage({ params: { contractId } }: PageProps<'pages/contract/pages/contract_paper/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const signed = detail.data?.signedAt !== null && detail.data?.signedAt !== undefined;
  const text = useGetContractTextQuery({ id: contractId, showSign: false }, { skip: !signed });
  const contract = detail.data;
  if (contract === undefined) return <QueryStatePage query={detail} failedText="合同加载失败" />;
  if (!signed) {
    return (
      <Page>
        <View className="bk-body" data-testid="contract-paper-unsigned">
          <StateView status="empty" text="合同签署后可查看" />
        </View>
      </Page>
    );
  }
  const pdfUrl = contract.pdfUrl;
  return (
    <Page>
      <View className="bk-body">
        <Card title={`租赁合同 ${contract.contractNo}`}>{text.data === undefined ? <QueryState query={text} failedText="合同内容加载失败" /> : <ContractPaper text={text.data} testId="contract-paper-text" />}</Card>
      </View>
      {pdfUrl && hasScreen('pages/show_pdf/index') && (
        <ActionBar>
          <Button testId="contract-paper-pdf" onTap={() => void navigation.navigateTo(pageLink('pages/show_pdf/index', { url: pdfUrl, title: `租赁合同 ${contract.contractNo}` }))}>
            查看电子合同（PDF）
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/contract_paper/index', ContractPaperPage);
