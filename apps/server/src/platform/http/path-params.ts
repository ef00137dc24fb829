import { z } from 'zod';

export const ID_PARAM_MESSAGE = 'must be a positive whole number.';
const MAX_SERIAL_ID = 2_147_483_647;

/** Whether a path word is a row id: digits only, a positive int4 (larger ids cannot exist). */
export function parseRowId(word: string): number | undefined {
  if (!/^\d{1,10}$/.test(word)) return undefined;
  const id = Number(word);
  return id >= 1 && id <= MAX_SERIAL_ID ? id : undefined;
}

/** A path word that must be a row id, under any name: anything else is a 400. */
export const RowIdParamSchema = z.string().transform((word, ctx) => {
  const id = parseRowId(word);
  if (id === undefined) {
    ctx.addIssue({ code: 'custom', message: ID_PARAM_MESSAGE });
    return z.NEVER;
  }
  return id;
});

/** `:id` of /api/models/:id, /api/blogs/:id. */
export const IdParamsSchema = z.object({ id: RowIdParamSchema });
