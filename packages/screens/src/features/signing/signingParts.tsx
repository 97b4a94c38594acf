import * as React from 'react';
import { Text, View } from 'remax/one';
import { type ContractText, type FirstPayment, formatAmount } from '@aster/core-domain';
import { InfoRow } from '../booking/bookingParts';
import { SIGN_STEPS } from './signingFlow';
import './signing.css';

/** The four steps of signing, the current one marked. */
export function SigningSteps({ current }: { current: number }) {
  return (
    <View className="sg-steps" aria-label={`签约进度：第${Math.min(current + 1, SIGN_STEPS.length)}步，共${SIGN_STEPS.length}步`}>
      {SIGN_STEPS.map((step, index) => (
        <Text key={step} className={index === current ? 'sg-step sg-step--on' : 'sg-step'}>
          {`${index + 1} ${step}`}
        </Text>
      ))}
    </View>
  );
}

/** The contract text from html-contract, each paragraph as text (never markup), with its sign places. */
export function ContractPaper({ text, testId }: { text: ContractText; testId?: string }) {
  return (
    <View className="sg-paper" data-testid={testId}>
      <Text className="sg-paper-title">{text.title}</Text>
      {text.paragraphs.map((paragraph, index) => (
        <Text key={index} className="sg-para">
          {paragraph}
        </Text>
      ))}
      {text.signPlaces.map((place) => (
        <View key={place} className="sg-sign-place" data-testid="contract-sign-place">
          <Text>{place}</Text>
          <Text>待签署</Text>
        </View>
      ))}
    </View>
  );
}

const yuan = (fen: number) => `¥${formatAmount(fen)}`;

/** The first bill's lines: deposit, first rent period, the 定金 counted against it, the total. */
export function FirstPaymentLines({ payment }: { payment: FirstPayment }) {
  return (
    <>
      <InfoRow label="押金" value={yuan(payment.depositFen)} />
      <InfoRow label="首期房租" value={yuan(payment.rentFen)} />
      {payment.rentPeriod !== '' && <InfoRow label="首期租期" value={payment.rentPeriod} />}
      {payment.creditFen > 0 && <InfoRow label="预订定金抵扣" value={`-${yuan(payment.creditFen)}`} />}
      <InfoRow label="应付合计" value={yuan(payment.totalFen)} strong testId="first-payment-total" />
    </>
  );
}
