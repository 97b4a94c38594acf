import * as React from 'react';
import { Text, View } from 'remax/one';
import { Button } from '../../ui/Button';
import { StateView } from '../../ui/StateView';
import { houseActions } from '../../platform/houseActions';
import { DOWNLOAD_FAILED } from '../../platform/houseActionTypes';
import type { PdfViewProps } from './pdfViewTypes';

type PdfState = { kind: 'downloading'; percent: number } | { kind: 'opened' } | { kind: 'failed'; message: string };

// Both mini-programs: downloadFile then openDocument (the platform's own PDF reader), with progress and the
// spec's messages ("下载中...", "下载失败", "文件打开失败").
export function PdfView({ url }: PdfViewProps) {
  const [state, setState] = React.useState<PdfState>({ kind: 'downloading', percent: 0 });
  const attempt = React.useRef(0);

  const open = React.useCallback(() => {
    attempt.current += 1;
    const mine = attempt.current;
    setState({ kind: 'downloading', percent: 0 });
    houseActions
      .openPdf(url, (percent) => {
        // A progress event can arrive after the download has already failed or finished: it changes nothing then.
        if (attempt.current === mine) setState((shown) => (shown.kind === 'downloading' ? { kind: 'downloading', percent } : shown));
      })
      .then(
        () => attempt.current === mine && setState({ kind: 'opened' }),
        (error: unknown) =>
          attempt.current === mine && setState({ kind: 'failed', message: error instanceof Error ? error.message : DOWNLOAD_FAILED }),
      );
  }, [url]);

  React.useEffect(() => {
    open();
  }, [open]);

  if (state.kind === 'failed') return <StateView status="error" text={state.message} onRetry={open} />;
  return (
    <View className="pdf-actions">
      {state.kind === 'downloading' ? (
        <View role="progressbar">
          <Text className="hd-hint">下载中... {Math.round(state.percent)}%</Text>
          <View className="pdf-progress">
            <View className="pdf-progress-bar" style={{ width: `${Math.min(100, Math.max(0, state.percent))}%` }} />
          </View>
        </View>
      ) : (
        <View>
          <Text className="hd-hint">文件已在阅读器中打开，返回后可再次查看。</Text>
          <Button kind="default" onTap={open}>
            重新打开
          </Button>
        </View>
      )}
    </View>
  );
}
