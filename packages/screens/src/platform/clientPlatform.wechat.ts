import type { Platform } from '@aster/core-api';

export const clientPlatform = 'weapp' satisfies Platform;
