import * as React from 'react';
import { useGetContractDetailQuery, useSaveHandSignMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { failureText } from '@screens/hooks/failureText';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { SignatureCard, useSignatureCapture } from '@screens/features/signing/SignatureCard';
import { SigningSteps } from '@screens/features/signing/signingParts';
import { padInstruction, signRefusal, signStep } from '@screens/features/signing/signingFlow';

const NO_ANSWER_TEXT = '网络异常，签名未提交，请重试';

/**
 * 手写签名: the tenant writes their name on the pad (clear and undo; an empty pad or a stroke too short is refused
 * by core-domain's rule before anything is sent), and the image goes to saveHandSign. Signed: contract_success.
 * A refused image or no answer keeps the signature on the pad to send again; other refusals go to sign_failed.
 */
function HandwrittenSignaturePage({ params: { contractId } }: PageProps<'pages/contract/pages/handwritten_signature/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const [saveHandSign] = useSaveHandSignMutation();
  const signature = useSignatureCapture();
  const submit = () =>
    signature.send(
      async (signImage) => {
        await saveHandSign({ id: contractId, signImage }).unwrap();
        void navigation.redirectTo(pageLink('pages/contract/pages/contract_success/index', { contractId }));
      },
      (failure) => {
        const refusal = signRefusal(errorCodeOf(failure));
        if (refusal.kind === 'retry') signature.show(errorCodeOf(failure) === 'SIGN_IMAGE_INVALID' ? (failureText(failure) ?? NO_ANSWER_TEXT) : NO_ANSWER_TEXT);
        else void navigation.redirectTo(pageLink('pages/contract/pages/sign_failed/index', { contractId, reason: refusal.reason }));
      },
    );

  const contract = detail.data;
  if (contract === undefined) return <QueryStatePage query={detail} failedText="合同加载失败" />;
  if (signStep(contract.status) !== 'verify') {
    return (
      <Page>
        <StateView status="empty" text={contract.signedAt ? '该合同已签署' : `该合同${contract.statusText}，当前无需手写签名`} />
        <View className="bk-actions">
          <Button onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/view_contract_paper/index', { contractId }))}>查看合同</Button>
        </View>
      </Page>
    );
  }

  return (
    <Page>
      <SigningSteps current={2} />
      <View className="bk-body">
        <Card title="手写签名">
          <SignatureCard signature={signature} instruction={padInstruction(contract.tenantName)} busy={signature.sending} />
          <Text className="bk-hint">签名将作为您在本合同上的电子签名，与纸质签字具有同等法律效力。</Text>
        </Card>
      </View>
      <ActionBar>
        <Button disabled={signature.sending} testId="signature-submit" onTap={() => void submit()}>
          {signature.sending ? '提交中…' : '确认签名并签署合同'}
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/contract/pages/handwritten_signature/index', HandwrittenSignaturePage);
