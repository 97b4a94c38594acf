import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { useGetBillPayCodeQuery, useGetCodeBillQuery, usePayCodeBillMutation } from '@aster/core-api';
import { ASK_PAY_PROBLEM_TEXT, BILL_CODE_LENGTH, BillCodeSchema, formatAmount, pageLink } from '@aster/core-domain';
import { failureText } from '@screens/hooks/failureText';
import { useRefetchOnReturn } from '@screens/hooks/useRefetchOnReturn';
import { usePayment } from '@screens/pay';
import { clientPlatform } from '@screens/platform/clientPlatform';
import { miniProgramHandOff } from '@screens/platform/miniProgramHandOff';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { PayableBillCard, askPayProblemOf, copyText } from './askPayParts';

const billPage = (code: string) => pageLink('pages/minipay/bill/index', { code });

/**
 * 扫码缴费: the code printed on a paper bill, typed (spaces and dashes allowed) or brought by the bill's QR code;
 * 查询 opens the bill. What was typed stays when it does not fit.
 */
export function MiniPayIndex({ code }: { code: string | undefined }) {
  const [typed, setTyped] = React.useState('');
  const [problem, setProblem] = React.useState<string>();
  React.useEffect(() => {
    if (code !== undefined) void navigation.redirectTo(billPage(code));
  }, [code]);
  const onQuery = () => {
    const parsed = BillCodeSchema.safeParse(typed);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    void navigation.navigateTo(billPage(parsed.data));
  };
  return (
    <Page>
      <View className="ak-body">
        <Card title="输入账单编码">
          <Text className="ap-note">{`账单编码印在纸质账单的右上角，共${BILL_CODE_LENGTH}位字母或数字。任何人都可以凭编码查看并代缴这笔账单。`}</Text>
          <Input
            className={`ak-input ap-code-input ${problem !== undefined ? 'ap-code-input--error' : ''}`}
            value={typed}
            placeholder="例如 ABCD EFGH 23"
            maxLength={40}
            aria-label="账单编码"
            data-testid="minipay-code"
            onInput={(event) => setTyped(String(event.target.value ?? ''))}
          />
          {problem !== undefined && <FieldError>{problem}</FieldError>}
          <Button testId="minipay-query" onTap={onQuery}>
            查询账单
          </Button>
        </Card>
      </View>
    </Page>
  );
}

/** 支付账单: the paper bill's bill (masked), for anyone holding its code; 去支付 asks for login on the pay page. */
export function MiniPayBill({ code }: { code: string }) {
  const query = useGetCodeBillQuery({ code }, { refetchOnMountOrArgChange: true });
  const bill = query.data;
  if (bill === undefined) return <QueryStatePage query={query} failedText="账单编码不存在，请核对纸质账单" />;
  return (
    <Page>
      <View className="ak-body">
        <PayableBillCard bill={bill} testId="minipay-bill" />
        {bill.problem !== null && (
          <Card>
            <Text className="ap-note" data-testid="minipay-bill-problem">
              {bill.problem === 'paid' ? '该账单已支付，无需再付' : ASK_PAY_PROBLEM_TEXT[bill.problem]}
            </Text>
            <Button kind="default" testId="minipay-bill-another" onTap={() => void navigation.redirectTo(pageLink('pages/minipay/index/index'))}>
              查询其他账单
            </Button>
          </Card>
        )}
      </View>
      {bill.problem === null && (
        <ActionBar amountLabel="应付" amount={formatAmount(bill.amount)}>
          <Button testId="minipay-bill-pay" onTap={() => void navigation.navigateTo(pageLink('pages/minipay/pay/index', { code }))}>
            去支付
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

/** 支付: the way this shell pays and 确认支付 into the pay module, for the logged-in payer. */
export function MiniPayPay({ code }: { code: string }) {
  const query = useGetCodeBillQuery({ code }, { refetchOnMountOrArgChange: true });
  // Back here after paying: the bill is asked again, so a paid one says so instead of offering to pay twice.
  useRefetchOnReturn(query.refetch);
  const [payCode, ordering] = usePayCodeBillMutation();
  const { pay, paying } = usePayment();
  const [problem, setProblem] = React.useState<string>();
  const bill = query.data;
  if (bill === undefined) return <QueryStatePage query={query} failedText="账单编码不存在，请核对纸质账单" />;
  const way = bill.ways[0];

  const onPay = async () => {
    if (way === undefined || ordering.isLoading || paying) return;
    setProblem(undefined);
    try {
      const order = await payCode({ code, way: way.way }).unwrap();
      await pay(order, { resultTitle: bill.title });
    } catch (error) {
      const reason = askPayProblemOf(error);
      setProblem(reason === null ? (failureText(error) ?? '发起支付失败，请稍后再试') : ASK_PAY_PROBLEM_TEXT[reason]);
      void query.refetch();
    }
  };
  return (
    <Page>
      <View className="ak-body">
        <Card title={bill.title}>
          <InfoRow label="房源" value={bill.houseTitle} />
          <InfoRow label="租客" value={bill.tenantName} />
          <InfoRow label="应付金额" value={`¥${formatAmount(bill.amount)}`} strong testId="minipay-pay-amount" />
        </Card>
        {way !== undefined && (
          <Card title="支付方式">
            <InfoRow label="支付方式" value={way.label} testId="minipay-pay-way" />
          </Card>
        )}
        {bill.problem !== null && <Text className="ap-note" data-testid="minipay-pay-problem">{ASK_PAY_PROBLEM_TEXT[bill.problem]}</Text>}
        {problem !== undefined && <FieldError>{problem}</FieldError>}
      </View>
      <ActionBar amountLabel="应付" amount={formatAmount(bill.amount)}>
        <Button disabled={bill.problem !== null || ordering.isLoading || paying} testId="minipay-pay-confirm" onTap={() => void onPay()}>
          {paying ? '正在发起支付…' : '确认支付'}
        </Button>
      </ActionBar>
    </Page>
  );
}

/**
 * 小程序支付 (from 账单详情 in a browser): inside the mini-program's web-view the bill goes to the mini-program's
 * 支付账单 page; in a plain browser the page shows the bill's code and the mini-program page to open with it. In the
 * mini-programs themselves it is the 支付账单 page at once.
 */
export function MiniProgramPay({ billId }: { billId: string }) {
  const query = useGetBillPayCodeQuery({ id: billId });
  const code = query.data?.code;
  const [handedOff, setHandedOff] = React.useState<boolean>();
  React.useEffect(() => {
    if (code === undefined) return;
    if (clientPlatform !== 'h5') {
      void navigation.redirectTo(billPage(code));
      return;
    }
    void miniProgramHandOff.navigateTo(billPage(code)).then(setHandedOff);
  }, [code]);
  if (code === undefined) return <QueryStatePage query={query} failedText="账单加载失败" />;
  if (handedOff !== false) return <Page>{null}</Page>;
  return (
    <Page>
      <View className="ak-body">
        <Card title="在小程序中支付">
          <Text className="ap-note">请在微信中搜索并打开本小程序，进入“扫码缴费”，输入下面的账单编码即可支付；也可以把编码发给家人朋友代缴。</Text>
          <Text className="ap-code" selectable data-testid="mini-program-pay-code">
            {code.replace(/(.{4})(?=.)/g, '$1 ')}
          </Text>
          <Button testId="mini-program-pay-copy" onTap={() => copyText(code)}>
            复制账单编码
          </Button>
        </Card>
      </View>
    </Page>
  );
}
