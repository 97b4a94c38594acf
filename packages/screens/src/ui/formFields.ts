import { ui } from '@screens/platform/ui';
import { scrollToField } from './fieldScroll';

let forms = 0;

/** A prefix for one form's field ids: unique on the page (H5 keeps the pages under it in the document). */
export function nextFormId(): string {
  forms += 1;
  return `af${forms}`;
}

/** What the tenant is told when a send stops at a field: its name, unless the message already says it. */
export function fieldMessage(label: string | undefined, message: string): string {
  return label === undefined || message.includes(label) ? message : `${label}：${message}`;
}

/**
 * A form stopped at a field the tenant may not see (below the fold, under the keyboard): the page scrolls to it
 * (its own message is shown beside it) and, when it had to move, the message is also shown where the tenant is
 * looking, on a toast. A page that names none of its fields (form.field) keeps its messages beside the fields only.
 */
export function revealField(id: string | null, message: string): void {
  if (id !== null) scrollToField(id, () => ui.toast(message));
}
