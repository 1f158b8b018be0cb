// The chat assistant's contract: `POST /api/chat`, its limits and the words the widget shows.
import { z } from 'zod';

export const CHAT_LIMITS = {
  /** Longest question accepted, in characters. */
  messageMaxLength: 1000,
  /** Longest `context` string accepted. */
  contextMaxLength: 500,
  /** Earlier turns sent along for the model's benefit. */
  historyMaxTurns: 6,
  historyMessageMaxLength: 2000,
} as const;

/** The fixed `context` the widget sends with every question, describing the product. */
export const CHAT_CONTEXT =
  'Poolscape is an AI swimming pool design web application: users upload a photo of a backyard and get photorealistic pool designs, with styles, features, plans and sharing.';

export const ChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_LIMITS.historyMessageMaxLength),
});
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

export const ChatRequestSchema = z.object({
  message: z
    .string({ error: 'Please type a question.' })
    .trim()
    .min(1, 'Please type a question.')
    .max(
      CHAT_LIMITS.messageMaxLength,
      `Please keep your question under ${CHAT_LIMITS.messageMaxLength} characters.`,
    ),
  context: z
    .string()
    .max(CHAT_LIMITS.contextMaxLength, `context must be at most ${CHAT_LIMITS.contextMaxLength} characters.`),
  history: z
    .array(ChatTurnSchema)
    .max(CHAT_LIMITS.historyMaxTurns * 2)
    .optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const ChatSourceSchema = z.object({ title: z.string(), url: z.string() });
export type ChatSource = z.infer<typeof ChatSourceSchema>;

export const ChatResponseSchema = z.object({
  response: z.string(),
  /** Pages the answer comes from, most relevant first. */
  sources: z.array(ChatSourceSchema),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** The widget's words: its title, placeholder, greeting and the answers shown when a call fails. */
export const CHAT_TEXT = {
  title: 'AI Assistant',
  placeholder: 'Ask about pool designs...',
  greeting:
    "Hi! I'm the Poolscape assistant. I can help you with pool designs, features, subscription plans and using the app. What would you like to know?",
  /** HTTP failure: the support e-mail comes from the site's settings. */
  technicalDifficulties: (email: string): string =>
    `I'm experiencing technical difficulties at the moment. Please try again later, or contact our support team at ${email}.`,
  /** A response with neither `response` nor `error`. */
  noResponse: "I'm sorry, I'm having trouble responding right now. Please try again or contact support.",
} as const;

/** Where questions the content cannot answer are sent, unless the CMS says otherwise. */
export const DEFAULT_SUPPORT_EMAIL = 'support@poolscape.example';
