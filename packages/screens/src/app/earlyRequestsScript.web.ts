import { WEB_BASE_PATH } from '@aster/core-domain';
import { browserPlatform } from '@aster/core-api';
import { API_BASE_URL, GRAY_ENVIRONMENT } from '../platform/apiBase';
import { EARLY_ANSWERS_GLOBAL, type EarlyAnswer, type EarlyRequest, arrivalOf, earlyRequestsOf } from './earlyRequests';
import { PAGE_CHUNKS_ELEMENT_ID, type PageChunks, launchFilesOf } from './pageChunks';

// index.html's early script (issue 10): webFirstLoad.js bundles this file alone and inlines it at the top of the page,
// so the first page's answers and its chunks are on their way while the app's code downloads. Not imported by the app.

/** Starts loading a picture into the page's image cache, where the page's own <Image> finds it. */
function loadPicture(url: string): void {
  new Image().src = url;
}

function answerOf(request: EarlyRequest): EarlyAnswer['answer'] {
  // As the web transport's XHR: cookies included, any status answers, the body kept as text.
  return fetch(request.url, { headers: request.headers, credentials: 'include' })
    .then(async (response) => {
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const answer = { status: response.status, headers, data: await response.text() };
      request.picturesOf(answer).forEach(loadPicture);
      return answer;
    })
    .catch(() => null);
}

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Starts fetching the page's script and style chunks (and zod's and axios's but for home) beside the entry bundle (their map precedes this script). */
function preloadChunksOf(page: string): void {
  let chunks: PageChunks | null;
  try {
    chunks = JSON.parse(document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent ?? 'null') as PageChunks | null;
  } catch {
    return;
  }
  if (chunks === null) return;
  for (const file of launchFilesOf(chunks, page)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = `${chunks.publicPath}${file}`;
    document.head.appendChild(link);
  }
}

const arrival = arrivalOf(window.location, WEB_BASE_PATH);
const requests = arrival === null || typeof fetch !== 'function' ? [] : earlyRequestsOf(arrival, stored, API_BASE_URL, { platform: browserPlatform(navigator.userAgent), gray: GRAY_ENVIRONMENT });
(window as unknown as Record<string, EarlyAnswer[]>)[EARLY_ANSWERS_GLOBAL] = requests.map((request) => ({
  url: request.url,
  headers: request.headers,
  sentAt: Date.now(),
  answer: answerOf(request),
}));
if (arrival !== null) preloadChunksOf(arrival.page);
