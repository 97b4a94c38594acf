import { createWebTransport, type HttpTransport } from '@aster/core-api';
import { EARLY_ANSWERS_GLOBAL, type EarlyAnswer, withEarlyAnswers } from '../app/earlyRequests';

/** What index.html's early script left (app/earlyRequestsScript.web.ts); nothing when the page was opened without it. */
const waiting = (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];

export const transport = withEarlyAnswers(createWebTransport(XMLHttpRequest), Array.isArray(waiting) ? (waiting as EarlyAnswer[]) : [], Date.now) satisfies HttpTransport;
