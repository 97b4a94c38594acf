// WeChat's privacy consent (required since 2023): a privacy API (location, album, bluetooth, phone number) is held
// until the user agrees to the privacy guide declared in the console, and the app must show the consent itself.
export type PrivacyAnswer = 'agree' | 'disagree';

export interface PrivacyPort {
  /**
   * Registers, once at launch, for the platform's "consent needed" event. `onNeed` receives the function that
   * releases the held call with the user's answer.
   */
  listen(onNeed: (answer: (choice: PrivacyAnswer) => void) => void): void;
  /** Opens the privacy guide (用户隐私保护指引) the operator declared in the platform console. */
  openContract(): void;
}

// Plain fallback, also Alipay's and H5's: Alipay shows its own consent (app.json usePrivacyCheck) and a browser
// needs none, so the in-app consent sheet never opens there.
export const privacy: PrivacyPort = {
  listen: () => undefined,
  openContract: () => undefined,
};
