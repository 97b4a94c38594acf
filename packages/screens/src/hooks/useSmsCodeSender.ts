import * as React from 'react';
import { SMS_COUNTDOWN_SECONDS } from '../ui/phoneFieldRules';
import { failureText } from './failureText';
import { useCountdown } from './useCountdown';

/** What an SMS code's send button needs: its text, whether it is off, the masked phone the code went to, the tap. */
export interface SmsCodeSender {
  sendText: string;
  sendOff: boolean;
  /** The masked phone of the last code sent (验证码已发送至…), null before the first. */
  sentTo: string | null;
  onSend: () => Promise<void>;
  /** Forgets the code sent (a request undone starts again from 获取验证码). */
  forget: () => void;
}

/**
 * The send button of a logged-in tenant's SMS check (payment password, bank card, account log-out): one send at a
 * time, the resend countdown, the phone it went to. `send` answers null when the page's own checks refuse first
 * (nothing sent); a failure is handed to `onFailure` in the server's words.
 */
export function useSmsCodeSender(send: () => Promise<{ mobileMasked: string }> | null, onFailure: (message: string) => void): SmsCodeSender {
  const countdown = useCountdown();
  const [sending, setSending] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const sendOff = countdown.remaining > 0 || sending;
  const onSend = async () => {
    if (sendOff) return;
    const sent = send();
    if (sent === null) return;
    setSending(true);
    try {
      setSentTo((await sent).mobileMasked);
      countdown.start(SMS_COUNTDOWN_SECONDS);
    } catch (error) {
      onFailure(failureText(error) ?? '验证码发送失败，请稍后再试');
    } finally {
      setSending(false);
    }
  };
  const sendText = sending ? '发送中…' : countdown.remaining > 0 ? `${countdown.remaining}秒后重发` : sentTo === null ? '获取验证码' : '重新获取';
  return { sendText, sendOff, sentTo, onSend, forget: () => setSentTo(null) };
}
