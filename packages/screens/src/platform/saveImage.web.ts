import type { SaveImageOutcome, SaveImagePort } from './saveImageTypes';

/** H5: the picture is fetched and handed to the browser as a download (a link with `download`), named for the tenant. */
export const saveImage = {
  save: async (url: string, fileName: string): Promise<SaveImageOutcome> => {
    try {
      const response = await fetch(url);
      if (!response.ok) return 'failed';
      const objectUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileName;
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(objectUrl);
      return 'saved';
    } catch {
      return 'failed';
    }
  },
} satisfies SaveImagePort;
