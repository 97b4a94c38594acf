import * as React from 'react';
import { Text, View } from 'remax/one';
import { type ContractText, type FirstPayment, formatAmount } from '@aster/core-domain';
import { InfoRow } from '../booking/bookingParts';
import { sanitizeContractHtml, type ContractNode } from './contractHtml';
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

const BLOCK_CLASS: Readonly<Record<string, string>> = { h1: 'sg-h', h2: 'sg-h', h3: 'sg-h', h4: 'sg-h', li: 'sg-li', tr: 'sg-tr', td: 'sg-td', th: 'sg-td sg-th' };
const INLINE_CLASS: Readonly<Record<string, string>> = { strong: 'sg-strong', b: 'sg-strong', em: 'sg-em', i: 'sg-em', u: 'sg-u', span: '' };

/** The sanitised contract tree drawn with View and Text, the same on every shell (no HTML reaches a renderer). */
export function ContractNodes({ nodes }: { nodes: readonly ContractNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.kind === 'text') return <Text key={index}>{node.text}</Text>;
        if (node.tag === 'br') return <Text key={index}>{'\n'}</Text>;
        const inline = INLINE_CLASS[node.tag];
        if (inline !== undefined) {
          return (
            <Text key={index} className={inline}>
              <ContractNodes nodes={node.children} />
            </Text>
          );
        }
        return (
          <View key={index} className={BLOCK_CLASS[node.tag] ?? 'sg-para'}>
            <ContractNodes nodes={node.children} />
          </View>
        );
      })}
    </>
  );
}

/**
 * The contract text from html-contract with its sign places: the HTML an operator's backend sends goes through the
 * allow-list sanitiser first; without HTML, each paragraph is drawn as text.
 */
export function ContractPaper({ text, testId }: { text: ContractText; testId?: string }) {
  const nodes = React.useMemo(() => (typeof text.html === 'string' && text.html !== '' ? sanitizeContractHtml(text.html) : null), [text.html]);
  return (
    <View className="sg-paper" data-testid={testId}>
      <Text className="sg-paper-title">{text.title}</Text>
      {nodes !== null ? (
        <ContractNodes nodes={nodes} />
      ) : (
        text.paragraphs.map((paragraph, index) => (
          <Text key={index} className="sg-para">
            {paragraph}
          </Text>
        ))
      )}
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
