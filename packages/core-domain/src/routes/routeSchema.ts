import { z } from 'zod';
import type { PageParamsSchema } from './routeTable';

// The shape of the route table (routeTable.ts), in a module of its own: the build that generates the apps and the
// table's test check the table with it, and the apps, which never parse their own constant table, leave it out.

const SEGMENT = '[A-Za-z0-9_-]+';

/** The shape of a page path; the known ones are the literal type PagePath, derived from the table (routeTable.ts). */
export const PagePathSchema = z
  .string()
  .regex(new RegExp(`^pages(/${SEGMENT})+$`), 'a page path looks like pages/<folder>/<file>');

export const WebAliasSchema = z.string().regex(new RegExp(`^(/${SEGMENT})+$`), 'a web alias looks like /repair');

export const RouteSchema = z
  .object({
    path: PagePathSchema,
    title: z.string().min(1),
    aliases: z.array(WebAliasSchema).readonly(),
    /** Root of the subpackage the page lives in; null for the main package. */
    subpackage: PagePathSchema.nullable(),
    needsLogin: z.boolean(),
    shareable: z.boolean(),
    /** 'custom': the screen draws its own navigation bar (spec: the home page). */
    navigationStyle: z.enum(['default', 'custom']),
    /** The screen reloads on a pull-down: the generated page config turns the platform's pull-down refresh on. */
    pullDownRefresh: z.boolean(),
    /** The page may turn with the phone (a signature pad is easier to write on across the screen). */
    landscape: z.boolean(),
    params: z.custom<PageParamsSchema>((value) => value instanceof z.ZodType, 'params is a zod schema'),
    badParamsText: z.string().min(1),
  })
  .refine((route) => route.subpackage === null || route.path.startsWith(`${route.subpackage}/`), {
    message: 'a page lives inside its subpackage root',
  });

export const RouteTableSchema = z.array(RouteSchema).superRefine((routes, ctx) => {
  const seen = new Set<string>();
  for (const route of routes) {
    for (const key of [route.path, ...route.aliases]) {
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `duplicate page path or alias: ${key}` });
      seen.add(key);
    }
  }
});
