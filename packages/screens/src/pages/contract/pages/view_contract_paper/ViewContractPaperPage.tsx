import * as React from 'react';
import { SettingType, useCheckContractCertMutation, useGetContractConventionQuery, useGetContractDetailQuery, useGetContractTextQuery, usePreCreateContractMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { CONTRACT_PREFILL_MAX_LENGTHS, ContractPrefillSchema, type ContractDetail, OCCUPATIONS, inputMaxLength, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, HouseBrief } from '@screens/features/booking/bookingParts';
import { QueryState, QueryStatePage } from '@screens/features/booking/pageStates';
import { ContractPaper, FirstPaymentLines, SigningSteps } from '@screens/features/signing/signingParts';
import { SIGN_CODES, signStep, stepIndex } from '@screens/features/signing/signingFlow';
import { OptionChips } from '@screens/features/settings/OptionChips';
import { type SettingOption, useSettingOptions } from '@screens/features/settings/settingOptions';

type PrefillField = 'company' | 'email' | 'occupation';
const FIELDS: readonly { field: PrefillField; label: string; placeholder: string }[] = [
  { field: 'company', label: '工作单位（选填）', placeholder: '请输入工作单位' },
  { field: 'email', label: '电子邮箱', placeholder: '用于接收电子合同' },
  { field: 'occupation', label: '职业', placeholder: '如：工程师、教师、学生' },
];

/** The app's occupations while the operator's list (settings/list-by-type) loads, and when it cannot be had. */
const OCCUPATION_FALLBACK: readonly SettingOption[] = OCCUPATIONS.map((label, index) => ({ code: String(index + 1), label }));
/** An occupation chip fills in the field, whose own limit still holds. */
const fitsOccupation = (label: string) => label.length <= CONTRACT_PREFILL_MAX_LENGTHS.occupation;

/**
 * 查看合同: the contract text with its sign places and the store's 居住公约 (html-convention/model, part of what the
 * tenant signs), entered from contract_detail's 去签约. Before signing the tenant
 * adds employer, email and occupation (contract/pre), passes the real-name check (check-contract-cret: an unverified tenant is sent to
 * user_authentication and back, auth_error when the verified identity is not the contract's tenant) and goes on to the handwritten signature.
 * A signed contract offers its PDF and, until it is paid, the first bill.
 */
function ViewContractPaperPage({ params: { contractId } }: PageProps<'pages/contract/pages/view_contract_paper/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const text = useGetContractTextQuery({ id: contractId, showSign: true }, { refetchOnMountOrArgChange: true });
  const convention = useGetContractConventionQuery({ id: contractId });
  const [preCreate] = usePreCreateContractMutation();
  const [checkCert] = useCheckContractCertMutation();
  const [verifying, setVerifying] = React.useState(false);
  const occupations = useSettingOptions(SettingType.occupation, OCCUPATION_FALLBACK);
  const here = pageLink('pages/contract/pages/view_contract_paper/index', { contractId });

  const verify = async () => {
    if (verifying) return;
    setVerifying(true);
    try {
      await checkCert({ id: contractId }).unwrap();
      void navigation.navigateTo(pageLink('pages/contract/pages/handwritten_signature/index', { contractId }));
    } catch (failure) {
      const code = errorCodeOf(failure);
      if (code === SIGN_CODES.authError) void navigation.navigateTo(pageLink('pages/contract/pages/auth_error/index', { contractId }));
      else if (code === SIGN_CODES.realName && (await ui.showModal({ title: '需要实名认证', content: '签署租赁合同前请先完成实名认证，认证后将回到本页继续签署', confirmText: '去认证', showCancel: true }))) {
        // Verified, the tenant comes back to this step (实名核验) of this contract.
        void navigation.navigateTo(pageLink('pages/user/user_authentication/index', { redirectUrl: here }));
      } else if (code === SIGN_CODES.state) void detail.refetch();
    } finally {
      setVerifying(false);
    }
  };

  const form = useForm(ContractPrefillSchema, {
    initial: { company: '', email: '', occupation: '' },
    submit: async (values) => {
      await preCreate({ id: contractId, ...values, onlineContractStatus: 5 }).unwrap();
      await verify();
    },
    failureFallback: '提交失败，请稍后再试',
  });

  const contract = detail.data;
  if (contract === undefined) return <QueryStatePage query={detail} failedText="合同加载失败" />;
  const step = signStep(contract.status);

  return (
    <Page>
      {step !== 'signed' && step !== 'void' && <SigningSteps current={stepIndex(step)} />}
      <View className="bk-body">
        <Card>
          <HouseBrief coverUrl={contract.house.coverUrl} title={contract.house.title} meta={`${contract.startDate} 至 ${contract.endDate}`} rent={contract.rent} testId="paper-house" />
        </Card>
        <Card title="合同条款">{text.data === undefined ? <QueryState query={text} failedText="合同内容加载失败" /> : <ContractPaper text={text.data} testId="contract-paper" />}</Card>
        <Card title="居住公约">
          {convention.data === undefined ? (
            <QueryState query={convention} failedText="居住公约加载失败" />
          ) : (
            <ContractPaper text={{ ...convention.data, signPlaces: [], signed: step === 'signed' }} testId="contract-convention" />
          )}
          {(step === 'prefill' || step === 'verify') && <Text className="bk-hint">签署租赁合同即表示您已阅读并同意遵守本居住公约。</Text>}
        </Card>
        {step === 'prefill' && (
          <Card title="签约信息">
            <View className="sg-fields">
              {FIELDS.map(({ field, label, placeholder }) => (
                <View key={field} className="sg-field" {...form.field(field, label)}>
                  <Text className="sg-field-label">{label}</Text>
                  <Input
                    className="sg-input ak-input"
                    value={form.values[field] ?? ''}
                    maxLength={inputMaxLength(CONTRACT_PREFILL_MAX_LENGTHS[field])}
                    placeholder={placeholder}
                    aria-label={label}
                    data-testid={`prefill-${field}`}
                    onInput={(event) => form.set({ [field]: String(event.target.value ?? '') })}
                  />
                  {field === 'occupation' && (
                    <OptionChips
                      options={occupations.filter((option) => fitsOccupation(option.label))}
                      chosen={(option) => option.label === (form.values.occupation ?? '').trim()}
                      label="选择职业"
                      testId="prefill-occupation-option"
                      onPick={(option) => form.set({ occupation: option.label })}
                    />
                  )}
                  {form.errors[field] !== undefined && <FieldError>{form.errors[field]}</FieldError>}
                </View>
              ))}
            </View>
            {form.failure !== null && <FieldError>{form.failure}</FieldError>}
          </Card>
        )}
        {contract.firstPayment && step !== 'void' && (
          <Card title={contract.firstPayment.paid ? '首期款项（已支付）' : '签约后需支付首期款项'}>
            <FirstPaymentLines payment={contract.firstPayment} />
          </Card>
        )}
        {step === 'void' && <StateView status="empty" text="该合同已作废，无法签署" />}
      </View>
      <PaperActions contract={contract} busy={form.sending || verifying} onPrefill={() => void form.submit()} onVerify={() => void verify()} />
    </Page>
  );
}

function PaperActions({ contract, busy, onPrefill, onVerify }: { contract: ContractDetail; busy: boolean; onPrefill: () => void; onVerify: () => void }) {
  const contractId = contract.id;
  const step = signStep(contract.status);
  if (step === 'void') return null;
  return (
    <ActionBar>
      {step === 'prefill' && (
        <Button disabled={busy} testId="paper-prefill" onTap={onPrefill}>
          {busy ? '提交中…' : '下一步：实名核验'}
        </Button>
      )}
      {step === 'verify' && (
        <Button disabled={busy} testId="paper-sign" onTap={onVerify}>
          {busy ? '核验中…' : '实名核验并签署'}
        </Button>
      )}
      {contract.pdfUrl && (
        <Button
          kind="default"
          testId="paper-pdf"
          onTap={() => void navigation.navigateTo(pageLink('pages/show_pdf/index', { url: contract.pdfUrl ?? '', title: `租赁合同 ${contract.contractNo}` }))}
        >
          查看电子合同
        </Button>
      )}
      {step === 'pay' && (
        <Button testId="paper-pay" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/contract_pay/index', { contractId }))}>
          支付首期款
        </Button>
      )}
    </ActionBar>
  );
}

export default definePage('pages/contract/pages/view_contract_paper/index', ViewContractPaperPage);
