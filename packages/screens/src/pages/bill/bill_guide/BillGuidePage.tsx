import * as React from 'react';
import { Text, View } from 'remax/one';
import { LATE_FEE_RULE, pageLink } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import '@screens/features/bills/bills.css';

/** 缴费指引: how bills come and how to pay them, in plain words (the late-fee figures come from the one rule). */
function BillGuidePage() {
  return (
    <Page>
      <View className="ak-body">
        <Card title="账单从哪里来">
          <Text className="bl-guide-step">签约后，系统按合同的付款周期生成租金账单（如押一付三每三个月一期），押金随首期一起支付；水费、电费、燃气费按月出账。</Text>
          <Text className="bl-guide-step">每笔账单都有应付日，到期前会在“我的账单”中显示剩余天数。</Text>
        </Card>
        <Card title="怎么支付">
          <Text className="bl-guide-step">1. 打开“我的”→“我的账单”，点开待支付的账单。</Text>
          <Text className="bl-guide-step">2. 点“去支付”，选择支付方式：在微信中用微信支付，在支付宝中用支付宝，在浏览器中用银行卡支付。</Text>
          <Text className="bl-guide-step">3. 确认金额后支付，支付结果以平台通知为准，可在“我的订单”中查看。</Text>
          <Text className="bl-guide-step">合同的首期款（押金和第一期租金）请在合同支付页一并支付。</Text>
        </Card>
        <Card title="逾期与滞纳金">
          <Text className="bl-guide-step">{`租金逾期超过${LATE_FEE_RULE.graceDays}天，按未付租金每日${LATE_FEE_RULE.perDayBasisPoints / 100}%收取滞纳金，最高不超过该期租金的${LATE_FEE_RULE.capPercent}%。押金和水电费不收滞纳金。`}</Text>
          <Text className="bl-guide-step">同一笔账单多付的款项会原路退回，不会重复扣款。</Text>
        </Card>
        <Button onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_list/index'))}>查看我的账单</Button>
      </View>
    </Page>
  );
}

export default definePage('pages/bill/bill_guide/index', BillGuidePage);
