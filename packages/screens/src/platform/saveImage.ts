import type { SaveImagePort } from './saveImageTypes';

// The plain fallback (Jest, tools): records the pictures saved.
export const savedImages: string[] = [];

export const saveImage: SaveImagePort = {
  save: async (url) => {
    savedImages.push(url);
    return 'saved';
  },
};
