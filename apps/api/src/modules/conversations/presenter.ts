/** Conversation rows → the shared shapes (issue 20). */
import type { ConversationMessage } from '@cimenta/shared';
import type { MessageRow } from './repo';

export const presentMessage = (m: MessageRow): ConversationMessage => ({
  id: m.id,
  author: m.author as ConversationMessage['author'],
  body: m.body,
  via: m.via as ConversationMessage['via'],
  createdAt: m.createdAt.toISOString(),
});
