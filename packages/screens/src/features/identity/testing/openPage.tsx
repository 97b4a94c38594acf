import type * as React from 'react';
import type { SessionState, User } from '@aster/core-domain';
import { type Answers, openScreen, tenantSession as loggedInTenant } from '@screens/testing/openScreen';

export type { Answers };

/** The identity pages' tenant: not yet real-name verified nor bound to a company unless `user` says so. */
export function tenantSession(user: Partial<User> = {}): SessionState {
  return loggedInTenant({ truth: 0, authBinding: 0, ...user });
}

/** One identity or login page over the shared screen kit. */
export function openPage(Page: React.ComponentType, answers: Answers = {}, session: SessionState = tenantSession()) {
  return openScreen(Page, { answers, session });
}
