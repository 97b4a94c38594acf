import * as React from 'react';
import { useApplyRenewalMutation, useGetContractDetailQuery, useGetRenewalListQuery } from '@aster/core-api';
import { Text, Textarea, View } from 'remax/one';
import {
  RENEWAL_TERMS_MONTHS,
  RenewalApplySchema,
  chinaDate,
  fenToYuanString,
  pageLink,
  renewalDeadline,
  renewalProblem,
  renewalQuote,
  type RenewalMonths,
} from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { yuanText } from '@screens/ui/houseFacts';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { errorMessageOf } from '@screens/features/leaseEnding/leaseRules';
import '@screens/features/leaseEnding/leaseEnding.css';

/**
 * 续租申请: the tenant picks a term; the new dates and rent (core-domain's renewalQuote, what the server records) are
 * shown before sending; a confirm dialog repeats them.
 */
function ApplyRentPage({ params: { contractId } }: PageProps<'pages/service/pages/applyRent/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const renewals = useGetRenewalListQuery({ contractId }, { refetchOnMountOrArgChange: true });
  const [applyRenewal, applying] = useApplyRenewalMutation();
  const [months, setMonths] = React.useState<RenewalMonths>(12);
  const [remark, setRemark] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);
  const contract = detail.data;
  if (contract === undefined || renewals.data === undefined) return <QueryStatePage query={contract === undefined ? detail : renewals} failedText="合同加载失败" />;

  const open = renewals.data.find((renewal) => renewal.status === 'applied');
  if (open !== undefined) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text="该合同已有续租申请，请等待管家确认" />
          <Button testId="apply-rent-open" onTap={() => void navigation.redirectTo(pageLink('pages/service/pages/applyRentDetail/index', { id: open.id }))}>
            查看续租申请
          </Button>
        </View>
      </Page>
    );
  }
  const rentFen = Math.round(Number(contract.rent) * 100);
  const lease = { status: contract.status, endDate: contract.endDate, rentFen };
  const refused = renewalProblem(lease, chinaDate(clock.now()));
  if (refused !== null) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text={refused} />
        </View>
      </Page>
    );
  }
  const quote = renewalQuote(lease, months);

  const onSubmit = async () => {
    const checked = RenewalApplySchema.safeParse({ contractId, leaseMonths: months, remark: remark.trim() === '' ? undefined : remark.trim() });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    setProblem(null);
    if (applying.isLoading) return;
    const confirmed = await ui.showModal({
      title: '确认续租',
      content: `续租${months}个月（${quote.startDate}至${quote.endDate}），月租金¥${yuanText(fenToYuanString(quote.rentFen))}。提交后由管家确认。`,
      showCancel: true,
      confirmText: '提交',
    });
    if (!confirmed) return;
    try {
      const application = await applyRenewal(checked.data).unwrap();
      ui.toast('续租申请已提交', 'success');
      void navigation.redirectTo(pageLink('pages/service/pages/applyRentDetail/index', { id: application.id }));
    } catch (error) {
      setProblem(errorMessageOf(error) ?? '提交失败，请稍后再试');
    }
  };

  return (
    <Page>
      <View className="bk-body">
        <Card title={contract.house.title}>
          <InfoRow label="当前租期" value={`${contract.startDate}至${contract.endDate}`} />
          <InfoRow label="当前月租金" value={`¥${yuanText(contract.rent)}`} />
          <InfoRow label="最晚申请日期" value={renewalDeadline(contract.endDate)} />
        </Card>
        <Card title="续租期限">
          <View className="le-terms" role="radiogroup">
            {RENEWAL_TERMS_MONTHS.map((term) => (
              <View
                key={term}
                className={`le-term ${term === months ? 'le-term--on' : ''}`}
                role="radio"
                aria-checked={term === months}
                data-testid={`apply-rent-term-${term}`}
                onTap={() => setMonths(term)}
              >
                <Text>{`${term}个月`}</Text>
              </View>
            ))}
          </View>
          <InfoRow label="新租期" value={`${quote.startDate}至${quote.endDate}`} testId="apply-rent-new-term" />
          <InfoRow label="新月租金" value={`¥${yuanText(fenToYuanString(quote.rentFen))}`} strong testId="apply-rent-new-rent" />
          {quote.rentFen !== rentFen && <Text className="le-muted">不足12个月的续租，月租金上浮5%。</Text>}
        </Card>
        <Card title="备注（选填）">
          <Textarea
            className="bk-textarea"
            value={remark}
            maxLength={200}
            placeholder="如希望调整付款方式等，可告诉管家"
            aria-label="备注"
            data-testid="apply-rent-remark"
            onInput={(event) => setRemark(String(event.target.value ?? ''))}
          />
        </Card>
        {problem !== null && (
          <View data-testid="apply-rent-error">
            <FieldError>{problem}</FieldError>
          </View>
        )}
        <Text className="le-muted">管家同意后会生成新合同，签署后续租生效；押金沿用原合同。</Text>
      </View>
      <ActionBar>
        <Button testId="apply-rent-submit" disabled={applying.isLoading} onTap={() => void onSubmit()}>
          {applying.isLoading ? '提交中…' : '提交续租申请'}
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/service/pages/applyRent/index', ApplyRentPage);
