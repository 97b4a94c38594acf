import * as React from 'react';
import { Text, View } from 'remax/one';
import { SignImageSchema, signatureProblem } from '@aster/core-domain';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { SignaturePad } from './SignaturePad';
import type { SignaturePadHandle } from './signaturePadTypes';

export interface SignatureCapture {
  pad: React.MutableRefObject<SignaturePadHandle | null>;
  strokes: number;
  problem: string | null;
  show(problem: string | null): void;
  onStrokes(count: number): void;
  /** The signature as saveHandSign takes it, or null with the reason shown (core-domain's stroke rule first). */
  capture(): Promise<string | null>;
  /** A signature on its way (the button waits, a second tap does nothing). */
  sending: boolean;
  /**
   * Captures the signature and hands it to `deliver`, one at a time; a failure goes to `refused`, the strokes kept
   * on the pad to send again.
   */
  send(deliver: (signImage: string) => Promise<void>, refused: (failure: unknown) => void): Promise<void>;
}

/** The state of a signature being written: what the lease and the commitment letter both sign with. */
export function useSignatureCapture(): SignatureCapture {
  const pad = React.useRef<SignaturePadHandle | null>(null);
  const [strokes, setStrokes] = React.useState(0);
  const [problem, show] = React.useState<string | null>(null);
  const onStrokes = React.useCallback((count: number) => {
    setStrokes(count);
    show(null);
  }, []);
  const capture = async (): Promise<string | null> => {
    const current = pad.current;
    if (current === null) return null;
    const refused = signatureProblem(current.strokes(), current.size());
    if (refused !== null) {
      show(refused);
      return null;
    }
    const image = SignImageSchema.safeParse(await current.toPng());
    if (!image.success) {
      show(image.error.issues[0]?.message ?? '签名图片格式有误，请重新签名');
      return null;
    }
    return image.data;
  };
  const [sending, setSending] = React.useState(false);
  // A ref as well as the state: two taps in one frame both see the state before either set it.
  const inFlight = React.useRef(false);
  const send = async (deliver: (signImage: string) => Promise<void>, refused: (failure: unknown) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const signImage = await capture();
      if (signImage !== null) await deliver(signImage);
    } catch (failure) {
      refused(failure);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  return { pad, strokes, problem, show, onStrokes, capture, sending, send };
}

/** The pad with its instruction, undo and clear, and the reason a signature was refused. */
export function SignatureCard({ signature, instruction, busy }: { signature: SignatureCapture; instruction: string; busy: boolean }) {
  return (
    <>
      <Text className="sg-landscape-tip">{`${instruction}。横屏书写更方便。`}</Text>
      <SignaturePad ref={signature.pad} onStrokes={signature.onStrokes} testId="signature-pad" />
      <View className="sg-tools">
        <Button kind="default" size="small" disabled={signature.strokes === 0 || busy} testId="signature-undo" onTap={() => signature.pad.current?.undo()}>
          撤销
        </Button>
        <Button kind="default" size="small" disabled={signature.strokes === 0 || busy} testId="signature-clear" onTap={() => signature.pad.current?.clear()}>
          清除重签
        </Button>
      </View>
      {signature.problem !== null && <FieldError>{signature.problem}</FieldError>}
    </>
  );
}
