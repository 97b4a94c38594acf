import './keyboard.web.css';

// H5: Remax renders every View as a <div>, so the controls drawn with role="button" (and link, checkbox, tab,
// switch) are not reached with Tab nor pressed with Enter or Space on a desktop. This gives each of them a place
// in the tab order (document order, which is the visual order of a phone page) and turns Enter and Space on it
// into the click its onTap listens to. Installed once, for every page, by the UI kit's Page.
const CONTROL_ROLES = ['button', 'link', 'checkbox', 'tab', 'switch', 'menuitem', 'radio', 'option'];
const CONTROLS = CONTROL_ROLES.map((role) => `[role="${role}"]:not([tabindex])`).join(',');

let installed = false;

function makeFocusable(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll(CONTROLS))) element.setAttribute('tabindex', '0');
}

function isControl(element: Element): boolean {
  return CONTROL_ROLES.includes(element.getAttribute('role') ?? '') && !(element instanceof HTMLInputElement) && !(element instanceof HTMLTextAreaElement);
}

export function enableKeyboardControls(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  makeFocusable(document);
  new MutationObserver(() => makeFocusable(document)).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributeFilter: ['role'],
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !isControl(target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (target.getAttribute('aria-disabled') !== 'true') target.click();
  });
}
