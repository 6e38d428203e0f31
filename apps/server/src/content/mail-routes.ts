import type { FastifyInstance } from 'fastify';
import {
  enabledFlags,
  getInbox,
  getMailDetail,
  getUnreadCount,
  headerNames,
  markMailRead,
} from '@app/contract';
import { AppError, badRequest } from '../errors.ts';
import { registerEndpoint } from '../platform/http/register-endpoint.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { merchantOf } from '../merchant/merchant-context.ts';

const mailNotFound = () => new AppError('mail.not.found', 'No such mail');

/** Spec 6: the unread count is for member types 0, 1 and 2, with flag CBS3 on. */
const UNREAD_COUNT_TYPES: readonly number[] = [0, 1, 2];

/** Platform mail (/m/webEmail): every call is about the session member's own inbox. */
export default async function mailRoutes(app: FastifyInstance) {
  const { mails } = app.repos;

  registerEndpoint(app, getInbox, async (request) => {
    const { memberId } = sessionOf(request);
    const { pageNo, pageSize } = request.query;
    const page = await mails.inbox(memberId, (pageNo - 1) * pageSize, pageSize);
    return {
      list: page.list,
      pageNum: pageNo,
      totalPages: Math.ceil(page.total / pageSize),
      totalCount: page.total,
      unReadCount: page.unread,
    };
  });

  registerEndpoint(app, getMailDetail, async (request) => {
    const mail = await mails.find(sessionOf(request).memberId, request.query.id);
    if (!mail) throw mailNotFound();
    return mail;
  });

  registerEndpoint(app, markMailRead, async (request) => {
    const { memberId } = sessionOf(request);
    if (!(await mails.markRead(memberId, request.body.id))) throw mailNotFound();
    return {
      id: request.body.id,
      read: true as const,
      unReadCount: await mails.unreadCount(memberId),
    };
  });

  registerEndpoint(app, getUnreadCount, async (request) => {
    const session = sessionOf(request);
    if (request.headers[headerNames.moduleId.toLowerCase()] !== getUnreadCount.moduleId)
      throw badRequest(`The ${headerNames.moduleId} header must be ${getUnreadCount.moduleId}`);
    if (!enabledFlags(merchantOf(request).whitelabel).has('CBS3'))
      throw new AppError('function.not.available', 'Platform messages are switched off');
    if (!UNREAD_COUNT_TYPES.includes(session.type))
      throw new AppError('function.not.available', 'No platform messages for this account type');
    return { unReadCount: await mails.unreadCount(session.memberId) };
  });
}
