export { launchMiniProgram, MiniProgram, parsePageUrl, type ParsedUrl } from './miniProgram';
export { dateOnClock } from './deviceClock';
export { HarnessPage, type DispatchOptions } from './page';
export { classList, dataset, describeNode, textContent, type HarnessNode, type TextMatcher } from './nodeTree';
export type {
  LaunchOptions,
  ModalAnswer,
  ModalRecord,
  ModalRequest,
  ModalResponder,
  NavigationRecord,
  Platform,
  RequestRecord,
  SetDataRecord,
  ToastRecord,
  UnknownApiCall,
} from './types';
