import { HOME_PAGE } from '@aster/core-domain';
import { type LoginPort, type NavigatorPort, type UiPort } from '../ports';

export type UiEvent =
  | { kind: 'toast'; text: string; durationMs: number }
  | { kind: 'loading'; text: string }
  | { kind: 'hideLoading' }
  | { kind: 'modal'; title: string; content: string; showCancel: boolean; confirmText: string };

/** Records what the user would see; modals answer with `modalAnswer`. */
export class FakeUi implements UiPort {
  readonly events: UiEvent[] = [];
  modalAnswer = true;

  showToast(text: string, durationMs: number): void {
    this.events.push({ kind: 'toast', text, durationMs });
  }
  showLoading(text: string): void {
    this.events.push({ kind: 'loading', text });
  }
  hideLoading(): void {
    this.events.push({ kind: 'hideLoading' });
  }
  showModal(options: { title: string; content: string; showCancel: boolean; confirmText: string }): Promise<boolean> {
    this.events.push({ kind: 'modal', ...options });
    return Promise.resolve(this.modalAnswer);
  }
  get toasts(): string[] {
    return this.events.flatMap((event) => (event.kind === 'toast' ? [event.text] : []));
  }
}

/** A navigation stack of page paths; the last one is the current page. */
export class FakeNavigator implements NavigatorPort {
  readonly loginRedirects: string[] = [];
  homeRelaunches = 0;

  constructor(public stack: string[] = [HOME_PAGE]) {}

  currentPage(): string {
    return this.stack[this.stack.length - 1] ?? '';
  }
  redirectToLogin(redirectUrl: string): void {
    this.loginRedirects.push(redirectUrl);
  }
  back(): void {
    this.stack = this.stack.slice(0, -1);
  }
  pageCount(): number {
    return this.stack.length;
  }
  reLaunchHome(): void {
    this.homeRelaunches += 1;
    this.stack = [HOME_PAGE];
  }
}

/** Hands out the codes a test queues (wx.login / my.getAuthCode). */
export class FakeLogin implements LoginPort {
  calls = 0;
  constructor(private readonly code: () => Promise<string> = () => Promise.resolve('js-code')) {}
  getCode(): Promise<string> {
    this.calls += 1;
    return this.code();
  }
}
