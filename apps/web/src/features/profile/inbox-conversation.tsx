/** The company's side of a request's conversation (issue 20): the thread and the answer form. */
import type { ConversationMessage } from '@cimenta/shared/quotes';
import { CONVERSATION_MESSAGE_MAX, INBOX_CONVERSATION_TEXTS, QUOTE_PAGE_TEXTS } from '@cimenta/shared/texts-quotes';
import { Button, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ConversationThread } from '../../components/conversation-thread';
import { showSuccessToast } from '../../lib/toasts';
import { useAnswerQuote } from './api/inbox';

const T = INBOX_CONVERSATION_TEXTS;

export function InboxConversation({ id, messages }: { id: string; messages: ConversationMessage[] }) {
  const [text, setText] = useState('');
  const answer = useAnswerQuote(id);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    answer.mutate(text.trim(), {
      onSuccess: (r) => {
        setText('');
        showSuccessToast(r.message);
      },
    });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="conversation-title">
      <Title order={3} size="h4" id="conversation-title">
        {T.conversation}
      </Title>
      <ConversationThread
        messages={messages}
        mine="company"
        names={{ company: T.yourCompany, client: T.client }}
        empty={T.none}
        viaMail={QUOTE_PAGE_TEXTS.viaMail}
      />
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={T.answerLabel}
            description={T.answerHint}
            autosize
            minRows={3}
            maxLength={CONVERSATION_MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button type="submit" loading={answer.isPending} disabled={!text.trim()} style={{ alignSelf: 'flex-end' }}>
            {T.send}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
