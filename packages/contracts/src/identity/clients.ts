import { z } from 'zod';

/** A client is a Land running the app (spec 3, "Client (state)"). */
export const clientSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  subline: z.string(),
  banner: z.string().nullable(),
  box_provider: z.string().nullable(),
  redmine_mail_box: z.string().nullable(),
  email: z.string().nullable(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientParamsSchema = z.object({ id: z.uuid() });
