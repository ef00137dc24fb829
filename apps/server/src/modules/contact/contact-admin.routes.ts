import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_INBOX_MESSAGES as M,
  ADMIN_INBOX_PATH,
  ADMIN_INBOX_ROUTES as R,
  AdminInboxActionResponseSchema,
  AdminInboxMessageResponseSchema,
  AdminInboxPageSchema,
  AdminInboxQuerySchema,
  AdminInboxReplyInputSchema,
  ErrorResponseSchema,
} from '@app/contract';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import {
  ADMIN_GUARD_ERRORS,
  adminListSchema,
  type AdminRouteDeps,
  adminItemSchema,
} from '../admin/index.js';
import {
  listInboxMessages,
  readInboxMessage,
  replyToMessage,
  setMessageHandled,
} from './contact-admin.service.js';

const actionErrors = {
  400: ErrorResponseSchema,
  ...ADMIN_GUARD_ERRORS,
  404: ErrorResponseSchema,
} as const;

/** The console's messages: contact-form messages, handled, replies (docs/product/admin-console.md). */
export const contactAdminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (
  app,
  { db, mailer, adminEmail },
) => {
  app.get(
    ADMIN_INBOX_PATH,
    {
      schema: adminListSchema(
        'adminListMessages',
        'Contact messages, unread first then newest: filter by status, search the text',
        AdminInboxQuerySchema,
        AdminInboxPageSchema,
      ),
    },
    async (request) => listInboxMessages(db, request.query),
  );

  app.get(
    R.message,
    {
      schema: adminItemSchema(
        'adminGetMessage',
        'One contact message (the console opens it by id)',
        AdminInboxMessageResponseSchema,
        actionErrors,
      ),
    },
    async (request) => ({ data: await readInboxMessage(db, request.params.id) }),
  );

  app.post(
    R.handled,
    {
      schema: adminItemSchema(
        'adminMarkMessageHandled',
        'Marks a contact message handled',
        AdminInboxActionResponseSchema,
        actionErrors,
      ),
    },
    async (request) => ({
      message: M.handled,
      data: await setMessageHandled(db, request, request.params.id, true),
    }),
  );

  app.post(
    R.unhandled,
    {
      schema: adminItemSchema(
        'adminMarkMessageUnhandled',
        'Marks a contact message as unread (not handled) again',
        AdminInboxActionResponseSchema,
        actionErrors,
      ),
    },
    async (request) => ({
      message: M.unhandled,
      data: await setMessageHandled(db, request, request.params.id, false),
    }),
  );

  app.post(
    R.reply,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminReplyToMessage',
        summary:
          'Replies by e-mail to the sender (plain text, the message quoted); marks the message replied and handled',
        params: IdParamsSchema,
        body: AdminInboxReplyInputSchema,
        response: {
          200: AdminInboxActionResponseSchema,
          ...actionErrors,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      message: M.replySent,
      data: await replyToMessage(db, mailer, request, request.params.id, request.body, adminEmail),
    }),
  );
};
