import type { AiConversationSummary, AiConversationView } from '@prepwell/contracts';
import { usageLoaded } from './ai-usage.ts';
import { chatText, excerpt } from './chat-text.ts';
import type { ConversationRow, TutorQuestionRow } from './ai.repository.ts';
import type { TutorQuestion } from './tutor-prompt.ts';

interface MessageRow {
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
}

export const presentTutorQuestion = (row: TutorQuestionRow): TutorQuestion => ({
  id: row.id,
  type: row.type,
  stem: row.stem,
  choices: row.choices,
  answerKey: row.answerKey,
  explanation: row.explanation,
  domain: row.domain,
  skill: row.skill,
  passage: row.passageBody === null ? null : { title: row.passageTitle, body: row.passageBody },
});

const presentMessage = (m: MessageRow) => ({ role: m.role, content: m.content, dateTime: m.createdAt.toISOString() });

export const presentConversationView = (options: {
  questionId: string;
  conversation: ConversationRow | null;
  messages: MessageRow[];
  budget: number;
}): AiConversationView => ({
  id: options.conversation?.id ?? null,
  question_id: options.questionId,
  messages: options.messages.map(presentMessage),
  usage_loaded: options.conversation ? usageLoaded(options.conversation.tokens, options.budget) : 0,
});

export const presentConversationSummary = (
  row: ConversationRow & { stem: string; testTitle: string | null },
  messages: MessageRow[],
): AiConversationSummary => ({
  id: row.id,
  question_id: row.questionId,
  question_excerpt: excerpt(chatText(row.stem)),
  test_title: row.testTitle,
  message_count: messages.length,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  closed: row.closedAt !== null,
  messages: messages.map(presentMessage),
});
