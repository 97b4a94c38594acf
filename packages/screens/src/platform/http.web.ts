import { createWebTransport, type HttpTransport } from '@aster/core-api';

export const transport = createWebTransport(XMLHttpRequest) satisfies HttpTransport;
