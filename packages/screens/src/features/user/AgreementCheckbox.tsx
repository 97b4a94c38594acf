import * as React from 'react';
import { Text } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Checkbox, CheckboxLink } from '@screens/ui/Checkbox';

/** What a screen reader says for the box; the texts themselves are links beside it. */
export const AGREEMENT_LABEL = '我已阅读并同意《用户协议》和《隐私政策》';

function AgreementLink({ kind, title, testId }: { kind: 'user' | 'privacy'; title: string; testId: string }) {
  return (
    <CheckboxLink label={`查看${title}`} testId={testId} onOpen={() => void navigation.navigateTo(pageLink('pages/agreement/index', { kind }))}>
      {`《${title}》`}
    </CheckboxLink>
  );
}

/**
 * The login pages' agreement: the box to tick (login waits for it) and the two texts the operator configures, each a
 * link to the agreement page. Tapping a link opens the text and leaves the box as it was.
 */
export function AgreementCheckbox({ checked, onChange, testId }: { checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  return (
    <Checkbox checked={checked} label={AGREEMENT_LABEL} testId={testId} onChange={onChange}>
      <Text>我已阅读并同意</Text>
      <AgreementLink kind="user" title="用户协议" testId={`${testId}-user`} />
      <Text>和</Text>
      <AgreementLink kind="privacy" title="隐私政策" testId={`${testId}-privacy`} />
    </Checkbox>
  );
}
