import { z } from 'zod';

export const ID_PARAM_MESSAGE = 'must be a positive whole number.';
const MAX_SERIAL_ID = 2_147_483_647;

/** Whether a path word is a row id: digits only, a positive int4 (larger ids cannot exist). */
export function parseRowId(word: string): number | undefined {
  if (!/^\d{1,10}$/.test(word)) return undefined;
  const id = Number(word);
  return id >= 1 && id <= MAX_SERIAL_ID ? id : undefined;
}

/** `:id` of /api/models/:id, /api/blogs/:id: anything but a positive whole number is a 400. */
export const IdParamsSchema = z.object({
  id: z.string().transform((word, ctx) => {
    const id = parseRowId(word);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: ID_PARAM_MESSAGE });
      return z.NEVER;
    }
    return id;
  }),
});
