import * as React from 'react';
import { Text, View } from 'remax/one';
import type { InsurancePolicy } from '@aster/core-domain';
import { InfoRow } from '../booking/bookingParts';
import { Card } from '../../ui/Card';
import { yuanText } from '../../ui/houseFacts';
import './signing.css';

/** What the WeChat and H5 pages say instead of a buy button: the insurer's premium is paid with an Alipay order string. */
export const BUY_ELSEWHERE_TEXT = '租房保险由合作保险公司通过支付宝承保，需在支付宝中打开本小程序（搜索「Aster寓」）完成投保和支付；也可联系管家为您代办。';

/** The contract's policy: plan, state, term and premium. */
export function PolicyCard({ policy }: { policy: InsurancePolicy }) {
  return (
    <Card title="我的保单">
      <InfoRow label="保险方案" value={policy.planName} />
      <InfoRow label="保单状态" value={policy.statusText} strong testId="policy-status" />
      <InfoRow label="保单号" value={policy.policyNo} />
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
