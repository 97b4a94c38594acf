import type { Migration } from '../migrate';

/**
 * A tenant's answers to the app's dialogs (issue 38: dialog/save), one row per dialog, the latest answer kept:
 * accepted or never hides the dialog for good, closed hides it for DIALOG_CLOSED_DAYS.
 */
export const dialogAnswers: Migration = {
  version: 41,
  name: 'dialog answers',
  sql: `
    CREATE TABLE dialog_answers (
      user_id INTEGER NOT NULL,
      dialog_id TEXT NOT NULL,
      answer TEXT NOT NULL CHECK (answer IN ('accepted', 'closed', 'never')),
      answered_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, dialog_id)
    );
  `,
};
