import * as React from 'react';
import { useConfirmInsuranceRiskMutation, useGetInsuranceQualifyQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Checkbox } from '@screens/ui/Checkbox';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { PolicyCard, RiskNotice } from '@screens/features/signing/insuranceParts';
import { ContractNextStep } from '@screens/features/signing/ContractNextStep';

/**
 * 保险重签: the insurer asks the tenant to confirm the policy again (the contract changed, e.g. its co-tenants): why,
 * the policy, the notice, and the confirmation (insurance/risk again). Nothing to pay; the policy stays in force.
 */
function ContractInsuranceResignPage({ params: { contractId } }: PageProps<'pages/contract/pages/contract_insurance_resign/index'>) {
  const qualify = useGetInsuranceQualifyQuery({ contractId }, { refetchOnMountOrArgChange: true });
  const [confirmRisk] = useConfirmInsuranceRiskMutation();
  const [agreed, setAgreed] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);

  const offer = qualify.data;
  if (offer === undefined) return <QueryStatePage query={qualify} failedText="保单加载失败" />;
  const policy = offer.policy;

  const confirm = async () => {
    if (sending) return;
    if (!agreed) return setProblem('请先阅读并同意《投保须知及风险告知》');
    setSending(true);
    try {
      await confirmRisk({ contractId }).unwrap();
      ui.toast('已重新确认，保障继续有效', 'success');
    } catch {
      // The request layer has shown the message; the tick stays.
    } finally {
      setSending(false);
    }
  };

  if (policy === null) {
    return (
      <Page>
        <StateView status="empty" text="该合同暂无保单" />
        <View className="bk-actions">
          <Button onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/contract_choose_insurance/index', { contractId }))}>去投保</Button>
        </View>
      </Page>
    );
  }
  const pending = policy.status === 'needs_resign';

  return (
    <Page>
      <View className="bk-body">
        {pending ? (
          <Card title="为什么需要重新确认">
            <Text className="sg-reason" data-testid="resign-reason">
              {policy.resignReason ?? '保险公司需要您重新确认投保信息'}
            </Text>
          </Card>
        ) : (
          <Card>
            <Text className="sg-reason" data-testid="resign-done">
              保单信息已确认，无需重新签署。
            </Text>
          </Card>
        )}
        <PolicyCard policy={policy} contractId={contractId} />
        {pending && (
          <>
            <RiskNotice paragraphs={offer.riskNotice} />
            <Card>
              <Checkbox checked={agreed} onChange={(value) => { setAgreed(value); setProblem(null); }} label="我已阅读并同意投保须知及风险告知" testId="resign-agree">
                <Text>我已阅读并同意《投保须知及风险告知》</Text>
              </Checkbox>
              {problem !== null && <FieldError>{problem}</FieldError>}
            </Card>
          </>
        )}
      </View>
      {pending && (
        <ActionBar>
          <Button disabled={sending} testId="resign-submit" onTap={() => void confirm()}>
            {sending ? '提交中…' : '确认并重新签署'}
          </Button>
        </ActionBar>
      )}
      {!pending && <ContractNextStep contractId={contractId} testId="resign-next" />}
    </Page>
  );
}

export default definePage('pages/contract/pages/contract_insurance_resign/index', ContractInsuranceResignPage);
