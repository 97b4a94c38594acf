import * as React from 'react';
import { useGetCommitmentBookQuery, useGetContractDetailQuery, useSignCommitmentBookMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { failureText } from '@screens/hooks/failureText';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { SignatureCard, useSignatureCapture } from '@screens/features/signing/SignatureCard';
import { ContractPaper } from '@screens/features/signing/signingParts';
import { SIGN_CODES, padInstruction } from '@screens/features/signing/signingFlow';
import { ContractNextStep } from '@screens/features/signing/ContractNextStep';

/**
 * 承诺书: the commitment letter of a signed contract (house rules, fire safety, no sublet), read and signed by hand
 * the way the lease is; once signed it shows when (China time, as the server writes it).
 */
function CommitmentBookPage({ params: { contractId } }: PageProps<'pages/service/pages/commitment-book/index'>) {
  const book = useGetCommitmentBookQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const detail = useGetContractDetailQuery({ id: contractId });
  const [signBook] = useSignCommitmentBookMutation();
  const signature = useSignatureCapture();
  const submit = () =>
    signature.send(
      async (signImage) => {
        await signBook({ id: contractId, signImage }).unwrap();
        ui.toast('承诺书已签署', 'success');
      },
      // The pad keeps the strokes: a refused image says why here, anything else was shown by the request layer.
      (failure) => signature.show(errorCodeOf(failure) === SIGN_CODES.signImage ? (failureText(failure) ?? null) : '签署未成功，请稍后重试'),
    );

  const letter = book.data;
  if (letter === undefined) return <QueryStatePage query={book} failedText="承诺书加载失败" />;

  return (
    <Page>
      <View className="bk-body">
        <Card>
          <ContractPaper text={{ title: letter.title, paragraphs: letter.paragraphs, signPlaces: [], signed: letter.signed }} testId="commitment-text" />
        </Card>
        <Card title={letter.signed ? '已签署' : '承诺人签名'}>
          {letter.signed ? (
            <Text className="sg-reason" data-testid="commitment-signed">
              {`您已于${(letter.signedAt ?? '').slice(0, 16).replace('T', ' ')}手写签署本承诺书。`}
            </Text>
          ) : (
            <SignatureCard signature={signature} instruction={padInstruction(detail.data?.tenantName ?? '')} busy={signature.sending} />
          )}
        </Card>
      </View>
      {letter.signed && <ContractNextStep contractId={contractId} testId="commitment-next" />}
      {!letter.signed && (
        <ActionBar>
          <Button disabled={signature.sending} testId="signature-submit" onTap={() => void submit()}>
            {signature.sending ? '提交中…' : '确认签署承诺书'}
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/service/pages/commitment-book/index', CommitmentBookPage);
