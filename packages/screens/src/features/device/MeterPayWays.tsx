import * as React from 'react';
import { Text, View } from 'remax/one';
import type { Wallet } from '@aster/core-domain';
import { clientPlatform } from '@screens/platform/clientPlatform';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { fenText } from '@screens/features/wallet/walletText';
import './meter.css';

export type MeterPayWay = 'balance' | 'online';

/** What 在线支付 is on this shell: the mini-programs' own pay sheet, or the H5 cashier's channels. */
const ONLINE_NOTE = clientPlatform === 'weapp' ? '微信支付' : clientPlatform === 'aliapp' ? '支付宝' : '微信支付、支付宝或银行卡';

/** What the balance way says: the spec names no message for it; the wallet's own refusal is the one the server sends. */
export const BALANCE_LOW_TEXT = '余额不足，请选择其他支付方式';

/**
 * The way the page starts on: the balance for a tenant who pays with it (a payment password set, money in it), else
 * the pay module; without a wallet (a spec-only backend) there is only the pay module.
 */
export function firstPayWay(wallet: Wallet | undefined): MeterPayWay {
  return wallet !== undefined && wallet.hasPassword && wallet.availableFen > 0 ? 'balance' : 'online';
}

interface MeterPayWaysProps {
  wallet: Wallet | undefined;
  way: MeterPayWay;
  /** The amount typed or picked, in fen (null while it is not a valid amount). */
  amountFen: number | null;
  onChange: (way: MeterPayWay) => void;
  /** Why the last payment did not happen (余额不足…, 钱包已锁定…), said under the ways. */
  failure: string | undefined;
}

/**
 * 支付方式 of a meter top-up: 余额支付 (what the wallet can spend, or 余额不足 with what it has when the amount is more)
 * and 在线支付 (the pay module: WeChat Pay, Alipay or the card cashier, by shell). Shown only when the wallet answers.
 */
export function MeterPayWays({ wallet, way, amountFen, onChange, failure }: MeterPayWaysProps) {
  if (wallet === undefined) return null;
  const short = amountFen !== null && amountFen > wallet.availableFen;
  const option = (value: MeterPayWay, title: string, note: string, testId: string) => (
    <View className="dv-way" role="radio" aria-checked={way === value} data-testid={testId} onTap={() => onChange(value)}>
      <View className="dv-way-text">
        <Text>{title}</Text>
        <Text className={short && value === 'balance' ? 'dv-way-note dv-way-note--short' : 'dv-way-note'}>{note}</Text>
      </View>
      <View className={way === value ? 'dv-way-mark dv-way-mark--on' : 'dv-way-mark'} />
    </View>
  );
  return (
    <Card title="支付方式">
      {option('balance', '余额支付', short ? `余额不足（可用 ${fenText(wallet.availableFen)}）` : `可用余额 ${fenText(wallet.availableFen)}`, 'meter-way-balance')}
      {option('online', '在线支付', ONLINE_NOTE, 'meter-way-online')}
      {failure !== undefined && <FieldError>{failure}</FieldError>}
    </Card>
  );
}
