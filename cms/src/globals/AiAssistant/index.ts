import { CHAT_TEXT, DEFAULT_SUPPORT_EMAIL } from '@poolscape/shared/chat';
import { CMS_GLOBALS } from '@poolscape/shared/content';
import type { Access, GlobalConfig } from 'payload';
import { fromApi } from '../../access/from-api.ts';
import { editors } from '../../access/index.ts';
import { tellApiAfterGlobalChange } from '../../hooks/content-changes.ts';

/** Editors, or the API presenting the token it gave this process (it indexes the knowledge). */
const editorsOrApi: Access = (args) => editors(args) || fromApi(args.req);

export const DEFAULT_SYSTEM_PROMPT = [
  'You are the Poolscape assistant on the Poolscape website, an AI pool design product.',
  'Answer in two to four friendly sentences, using only the facts in the passages you are given.',
  'Never invent prices, numbers, features or policies. If the passages do not answer the question,',
  'say you do not know and suggest contacting the support team by e-mail.',
].join(' ');

/** The chat assistant: its settings and the extra knowledge it answers from. */
export const AiAssistant: GlobalConfig = {
  slug: CMS_GLOBALS.aiAssistant,
  label: 'AI assistant',
  admin: { group: 'Settings' },
  access: { read: editorsOrApi, update: editors },
  hooks: { afterChange: [tellApiAfterGlobalChange] },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Turn the chat assistant on or off.' },
    },
    {
      name: 'greeting',
      type: 'textarea',
      // The chat panel's own opening message, where editors start from.
      defaultValue: CHAT_TEXT.greeting,
      admin: { description: 'The opening message of the chat panel.' },
    },
    {
      name: 'supportEmail',
      type: 'email',
      required: true,
      defaultValue: DEFAULT_SUPPORT_EMAIL,
      admin: { description: 'Where the assistant sends people it cannot help.' },
    },
    {
      name: 'systemPrompt',
      type: 'textarea',
      defaultValue: DEFAULT_SYSTEM_PROMPT,
      admin: { description: 'Instructions for an outside language model, when one is configured.' },
    },
    {
      name: 'knowledge',
      type: 'array',
      labels: { singular: 'Entry', plural: 'Knowledge' },
      admin: { description: 'Facts the assistant answers from, besides the published posts.' },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
        {
          name: 'url',
          type: 'text',
          required: true,
          admin: { description: 'The page this answer comes from, e.g. /subscribe.' },
        },
        { name: 'keywords', type: 'text', admin: { description: 'Other words people use for this.' } },
      ],
    },
  ],
};
