import type { Platform } from '@aster/core-api';

export const clientPlatform = 'aliapp' satisfies Platform;
