import { MessagesScreen } from '@/features/messages/components/messages-screen';

/** /m/message, /m/messageDetail, /m/notice, /m/member/notice and /m/webEmail (spec 2.2, 2.10). */
export function MessagesRoute() {
  return <MessagesScreen />;
}
