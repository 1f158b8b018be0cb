// The chat assistant: answers from the product's own facts (product-facts.ts) and its published
// content. Built in, it composes the
// answer from the best passages itself; with a language model configured, the model writes the
// answer from the same passages and the recent conversation, and the built-in answer is the
// fallback when the model fails. Whether an answer is a "don't know" (a gap in the content) is
// decided here, for both: the composer found no passage, or the model said it has no answer.
import { type ChatResponse, type ChatTurn, DEFAULT_SUPPORT_EMAIL } from '@poolscape/shared';
import { type ComposedAnswer, composeAnswer, declineAnswer } from './compose-answer.ts';
import {
  type AssistantSettings,
  buildPassages,
  entryPassages,
  type Knowledge,
  type KnowledgeEntry,
  type PostSections,
} from './knowledge.ts';
import { completeChat, type LlmConfig, type LlmMessage } from './llm.ts';
import { PRODUCT_FACTS } from './product-facts.ts';
import { PassageIndex } from './search-index.ts';

/** What the product says of itself (product-facts.ts), searched with the content. */
const FACT_PASSAGES = entryPassages(PRODUCT_FACTS, 'fact');

export interface AssistantOptions {
  load: () => Promise<Knowledge>;
  /** One published post by its CMS id, or null when it is not published: read when it changed. */
  loadPost?: (cmsId: string) => Promise<PostSections | null>;
  llm?: LlmConfig;
  log: { info(message: string): void; warn(message: string): void };
}

export interface AssistantAnswer extends ChatResponse {
  declined: boolean;
  /** The content does not answer the question ("I'm not sure"), as opposed to the assistant being off. */
  unanswered: boolean;
  /** Who wrote the answer: the built-in composer or the language model. */
  by: 'built-in' | 'model';
}

export class Assistant {
  #index = new PassageIndex([]);
  #knowledge: Knowledge | null = null;
  readonly #options: AssistantOptions;
  /** The reload under way, and the one asked for meanwhile (a burst of publishes reloads twice). */
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  constructor(options: AssistantOptions) {
    this.#options = options;
  }

  get supportEmail(): string {
    return this.#knowledge?.settings.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  }

  /** Passages of the published content indexed now (the product's facts come on top). */
  get passageCount(): number {
    return this.#knowledge?.passages.length ?? 0;
  }

  /**
   * Reloads the content; on failure the previous index keeps answering. One reload runs at a time:
   * asked during one, it runs once more after it (however often it was asked), so what it resolves
   * with was read after it was asked.
   */
  reindex(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#reload().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    this.#queued ??= this.#running.then(() => {
      this.#queued = null;
      return this.reindex();
    });
    return this.#queued;
  }

  /**
   * The CMS changed the post with this id: only that post is read again and its passages replaced,
   * so a publish costs one post whatever the number of posts. Without a way to read one post, or
   * while a reload is under way, or when it fails, everything is reloaded instead.
   */
  async postChanged(cmsId: string): Promise<void> {
    const { loadPost } = this.#options;
    const knowledge = this.#knowledge;
    if (!loadPost || !knowledge?.postSlugs || this.#running) return this.reindex();
    let post: PostSections | null;
    try {
      post = await loadPost(cmsId);
    } catch (error) {
      this.#options.log.warn(`assistant could not read post ${cmsId}: ${(error as Error).message}`);
      return this.reindex();
    }
    // A reload that began meanwhile reads the post as it is now; the index it makes wins.
    if (this.#knowledge !== knowledge || this.#running) return;
    const slugs = { ...knowledge.postSlugs };
    const before = slugs[cmsId];
    const added = post ? buildPassages([], [post]) : [];
    const removed = before === undefined ? '' : `/blog/${before}`;
    if (removed) this.#index.removePage(removed);
    this.#index.add(added);
    if (post) slugs[cmsId] = post.slug;
    else delete slugs[cmsId];
    this.#knowledge = {
      ...knowledge,
      passages: [...knowledge.passages.filter((passage) => passage.url !== removed), ...added],
      postSlugs: slugs,
    };
  }

  async #reload(): Promise<void> {
    try {
      const knowledge = await this.#options.load();
      this.#use(knowledge);
      this.#options.log.info(`assistant indexed ${knowledge.passages.length} passages`);
    } catch (error) {
      this.#options.log.warn(`assistant could not reload its content: ${(error as Error).message}`);
    }
  }

  #use(knowledge: Knowledge): void {
    // The product's own facts come first, whatever the content says.
    this.#index = new PassageIndex([...FACT_PASSAGES, ...knowledge.passages]);
    this.#knowledge = knowledge;
  }

  /**
   * An assistant that answers as this one would with other settings and knowledge entries (the
   * admin screen's "Try it"): the same published posts, the same model. Nothing is kept.
   */
  withSettings(settings: AssistantSettings, entries: KnowledgeEntry[]): Assistant {
    const posts = (this.#knowledge?.passages ?? []).filter((passage) => passage.kind === 'post');
    const knowledge: Knowledge = { settings, passages: [...buildPassages(entries, []), ...posts] };
    const trial = new Assistant({ ...this.#options, load: async () => knowledge });
    trial.#use(knowledge);
    return trial;
  }

  async answer(message: string, history: ChatTurn[] = []): Promise<AssistantAnswer> {
    const settings = this.#knowledge?.settings;
    if (settings && !settings.enabled) {
      return {
        response: `The assistant is turned off at the moment. Our support team can help: ${settings.supportEmail}.`,
        sources: [{ title: 'Support', url: '/support' }],
        declined: true,
        unanswered: false,
        by: 'built-in',
      };
    }
    const composed = composeAnswer(this.#index, message, this.supportEmail);
    const { llm } = this.#options;
    if (!llm || composed.passages.length === 0) return toAnswer(composed, 'built-in');
    try {
      const response = await completeChat(llm, this.#prompt(message, history, composed));
      // The model was told to say only this when the passages do not answer the question.
      if (response.includes(NO_ANSWER)) return toAnswer(declineAnswer(this.supportEmail), 'model');
      return { response, sources: composed.sources, declined: false, unanswered: false, by: 'model' };
    } catch (error) {
      // The visitor still gets the built-in answer; the question itself is never logged.
      this.#options.log.warn(`${(error as Error).message}; answered with the built-in assistant`);
      return toAnswer(composed, 'built-in');
    }
  }

  #prompt(message: string, history: ChatTurn[], composed: ComposedAnswer): LlmMessage[] {
    const settings = this.#knowledge?.settings;
    const passages = composed.passages
      .map(
        (passage, index) =>
          `[${index + 1}] ${passage.title}${passage.heading ? ` — ${passage.heading}` : ''} (${passage.url})\n${passage.text}`,
      )
      .join('\n\n');
    return [
      { role: 'system', content: settings?.systemPrompt ?? '' },
      {
        role: 'system',
        content: `Support e-mail: ${this.supportEmail}\n\nIf these passages do not answer the question, reply with exactly ${NO_ANSWER} and nothing else.\n\nPassages from the Poolscape website:\n\n${passages}`,
      },
      ...history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: message },
    ];
  }
}

/** What the model is told to answer, alone, when the passages do not answer the question. */
export const NO_ANSWER = 'NO_ANSWER';

function toAnswer(composed: ComposedAnswer, by: AssistantAnswer['by']): AssistantAnswer {
  return {
    response: composed.response,
    sources: composed.sources,
    declined: composed.declined,
    unanswered: composed.declined,
    by,
  };
}
