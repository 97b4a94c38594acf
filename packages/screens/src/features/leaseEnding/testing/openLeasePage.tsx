import type * as React from 'react';
import { type Answers, openScreen } from '@screens/testing/openScreen';

export type { Answers };

/** One lease-ending page over the shared screen kit (the test's jest.mock of remax's useQuery gives its parameters). */
export function openLeasePage(Page: React.ComponentType, answers: Answers) {
  return openScreen(Page, { answers });
}
