import * as React from 'react';
import { useGetInsurancePreviewCodeQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import type { InsurancePolicy } from '@aster/core-domain';
import { InfoRow } from '../booking/bookingParts';
import { Card } from '../../ui/Card';
import { yuanText } from '../../ui/houseFacts';
import './signing.css';

/**
 * The contract's policy: plan, state, term and premium, and once it is paid the insurer's preview code
 * (insurance/getPreviewCode), with which the tenant looks the policy up on the insurer's own site or phone line.
 */
export function PolicyCard({ policy, contractId }: { policy: InsurancePolicy; contractId: string }) {
  const paid = policy.status !== 'awaiting_payment';
  const preview = useGetInsurancePreviewCodeQuery({ contractId }, { skip: !paid });
  return (
    <Card title="我的保单">
      <InfoRow label="保险方案" value={policy.planName} />
      <InfoRow label="保单状态" value={policy.statusText} strong testId="policy-status" />
      <InfoRow label="保单号" value={policy.policyNo} />
      {paid && preview.data !== undefined && <InfoRow label="保单查询码" value={preview.data.previewCode} testId="policy-preview-code" />}
      <InfoRow label="保障期间" value={`${policy.startDate} 至 ${policy.endDate}`} />
      <InfoRow label="保费" value={`¥${yuanText(policy.premium)}`} />
    </Card>
  );
}

/** The insurer's notice (投保须知及风险告知), every paragraph shown before the tenant confirms it. */
export function RiskNotice({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Card title="投保须知及风险告知">
      <View data-testid="insurance-risk-notice">
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} className="sg-reason">
            {paragraph}
          </Text>
        ))}
      </View>
    </Card>
  );
}
