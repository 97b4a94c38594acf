// New mini-program versions: the platform tells when one is downloaded and can apply it (restart).
export interface UpdatePort {
  onUpdateReady(callback: () => void): void;
  applyUpdate(): void;
}

// Plain fallback, also the H5 one: a web page is always the newest version on load.
export const updates: UpdatePort = {
  onUpdateReady: () => undefined,
  applyUpdate: () => undefined,
};
