import { z } from 'zod';

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'expected a #hex colour');

/** Spec defaults: dark grey with white text. */
export const defaultTheme = {
  color: '#333333',
  navbarColor: '#333333',
  navbarFontColor: '#FFFFFF',
} as const;

export const ThemeSchema = z.object({
  color: hexColor.default(defaultTheme.color),
  navbarColor: hexColor.default(defaultTheme.navbarColor),
  navbarFontColor: hexColor.default(defaultTheme.navbarFontColor),
});
export type Theme = z.infer<typeof ThemeSchema>;
