import * as React from 'react';
import { useGetContractQrCodeQuery } from '@aster/core-api';
import { Image, Text, View } from 'remax/one';
import { contractFlowTypeText, type ContractFlowType } from '@aster/core-domain';
import { Card } from '@screens/ui/Card';
import './lease.css';

const HINT: Readonly<Record<ContractFlowType, string>> = {
  1: '入住当天请向管家出示此码办理入住',
  2: '退房交钥匙时请向管家出示此码办理退房',
};

/**
 * The tenant's code of a flow of the contract (contract/qrcode: 1 入住码, 2 退房码) for the housekeeper to scan, with
 * its text for typing when a scan fails and when it stops working. Nothing when the contract has none to show now
 * (the server says why; the page does not toast it).
 */
export function FlowCodeCard({ contractId, flowType }: { contractId: string; flowType: ContractFlowType }) {
  const code = useGetContractQrCodeQuery({ id: contractId, flowType }, { refetchOnMountOrArgChange: true });
  if (code.data === undefined) return null;
  const name = contractFlowTypeText[flowType];
  return (
    <Card title={name}>
      <View className="ls-flow-code" data-testid={`flow-code-${flowType}`}>
        <View role="img" aria-label={name}>
          <Image className="ls-flow-code-image" src={code.data.image} mode="aspectFit" aria-hidden="true" />
        </View>
        <Text className="ls-muted">{HINT[flowType]}</Text>
        <Text className="ls-flow-code-text" data-testid={`flow-code-text-${flowType}`}>
          {code.data.code}
        </Text>
        <Text className="ls-muted">{`有效期至 ${code.data.expiresAt.slice(11, 16)}，过期请重新打开本页`}</Text>
      </View>
    </Card>
  );
}
