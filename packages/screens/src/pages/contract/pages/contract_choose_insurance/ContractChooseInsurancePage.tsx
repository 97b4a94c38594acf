import * as React from 'react';
import { useConfirmInsuranceRiskMutation, useCreateInsuranceOrderMutation, useCreateInsuranceOrderNewMutation, useGetInsuranceQualifyQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { clientPlatform } from '@screens/platform/clientPlatform';
import { navigation } from '@screens/platform/navigation';
import { usePayment } from '@screens/pay';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Checkbox } from '@screens/ui/Checkbox';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { yuanText } from '@screens/ui/houseFacts';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { PolicyCard, RiskNotice } from '@screens/features/signing/insuranceParts';
import { ContractNextStep } from '@screens/features/signing/ContractNextStep';


/**
 * 选择保险 (contractId read by name, spec section 2): the plans the insurer offers for this lease (insurance/qualify),
 * the risk notice confirmed (insurance/risk), and the premium paid through the pay module on every shell: on Alipay
 * the insurer's order string (createAlipayOrderStr, my.tradePay), elsewhere the newer order (createAlipayOrderStrNew)
 * the cashier pays by WeChat Pay, Alipay or card. A policy the insurer wants confirmed again leads to the re-sign page.
 */
function ContractChooseInsurancePage({ params: { contractId } }: PageProps<'pages/contract/pages/contract_choose_insurance/index'>) {
  const qualify = useGetInsuranceQualifyQuery({ contractId }, { refetchOnMountOrArgChange: true });
  const [confirmRisk] = useConfirmInsuranceRiskMutation();
  const [createAlipayOrder] = useCreateInsuranceOrderMutation();
  const [createOrderNew] = useCreateInsuranceOrderNewMutation();
  const payment = usePayment();
  const [planCode, setPlanCode] = React.useState<string | null>(null);
  const [agreed, setAgreed] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);

  const offer = qualify.data;
  if (offer === undefined) return <QueryStatePage query={qualify} failedText="保险信息加载失败" />;
  const policy = offer.policy;
  const chosen = offer.plans.find((plan) => plan.code === (planCode ?? policy?.planCode ?? offer.plans[0]?.code));

  const buy = async () => {
    if (chosen === undefined || sending) return;
    if (!agreed) return setProblem('请先阅读并同意《投保须知及风险告知》');
    setSending(true);
    try {
      await confirmRisk({ contractId, planCode: chosen.code }).unwrap();
      const order = await (clientPlatform === 'aliapp' ? createAlipayOrder : createOrderNew)({ id: contractId }).unwrap();
      await payment.pay(order, { resultTitle: '租房保险保费' });
    } catch {
      // The request layer has shown the message; the choice and the tick stay.
    } finally {
      setSending(false);
    }
  };

  if (!offer.qualified && policy === null) {
    return (
      <Page>
        <StateView status="empty" text={offer.reason ?? '该合同暂不支持投保'} />
      </Page>
    );
  }
  const buying = policy === null || policy.status === 'awaiting_payment';

  return (
    <Page>
      <View className="bk-body">
        {policy !== null && <PolicyCard policy={policy} contractId={contractId} />}
        {policy?.status === 'needs_resign' && (
          <Card title="需要重新确认">
            <Text className="sg-reason">{policy.resignReason ?? '保险公司需要您重新确认投保信息'}</Text>
            <Button testId="insurance-go-resign" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/contract_insurance_resign/index', { contractId }))}>
              去确认
            </Button>
          </Card>
        )}
        {buying && (
          <>
            <Card title="选择保险方案">
              {offer.plans.map((plan) => (
                <View
                  key={plan.code}
                  className={plan.code === chosen?.code ? 'sg-plan sg-plan--on' : 'sg-plan'}
                  role="radio"
                  aria-checked={plan.code === chosen?.code}
                  data-testid={`insurance-plan-${plan.code}`}
                  onTap={() => {
                    setPlanCode(plan.code);
                    setProblem(null);
                  }}
                >
                  <View className="sg-plan-head">
                    <Text className="sg-plan-name">{plan.name}</Text>
                    <Text className="sg-plan-price">{`¥${yuanText(plan.premium)}`}</Text>
                  </View>
                  {plan.coverage.map((line) => (
                    <Text key={line} className="sg-plan-line">{`· ${line}`}</Text>
                  ))}
                  <Text className="sg-plan-line">{`承保：${plan.insurer}，保障期同租期`}</Text>
                </View>
              ))}
            </Card>
            <RiskNotice paragraphs={offer.riskNotice} />
            <Card>
              <Checkbox checked={agreed} onChange={(value) => { setAgreed(value); setProblem(null); }} label="我已阅读并同意投保须知及风险告知" testId="insurance-agree">
                <Text>我已阅读并同意《投保须知及风险告知》</Text>
              </Checkbox>
              {problem !== null && <FieldError>{problem}</FieldError>}
            </Card>
          </>
        )}
      </View>
      {buying && chosen !== undefined && (
        <ActionBar amountLabel="保费" amount={yuanText(chosen.premium)}>
          <Button disabled={sending || payment.paying} testId="insurance-buy" onTap={() => void buy()}>
            {sending || payment.paying ? '处理中…' : '确认投保并支付'}
          </Button>
        </ActionBar>
      )}
      {/* Insured (or waiting for the insurer): nothing left to do here, the contract's next step waits there. */}
      {!buying && policy?.status !== 'needs_resign' && <ContractNextStep contractId={contractId} testId="insurance-next" />}
    </Page>
  );
}

export default definePage('pages/contract/pages/contract_choose_insurance/index', ContractChooseInsurancePage);
