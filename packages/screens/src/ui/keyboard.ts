// Keyboard use of the controls the UI kit and the screens draw as plain views (role="button", "link",
// "checkbox", "tab"...). The mini-programs have no keyboard: nothing to do there (keyboard.web.ts is the H5 one).
export function enableKeyboardControls(): void {}
