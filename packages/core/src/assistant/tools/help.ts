import type { AssistantToolDefinition } from './shared';

/** `help`: a link to the help centre's topic. */
export const helpTool: AssistantToolDefinition = {
  name: 'help',
  run({ args, t }) {
    const topic = args.topic ?? 'general';
    const q = t(`assistant:help_queries.${topic}`);
    return Promise.resolve({
      ok: true,
      data: { topic },
      parts: [
        {
          kind: 'link',
          href: topic === 'general' ? '/help' : `/help?q=${encodeURIComponent(q)}`,
          label: t('assistant:links.help', { topic: t(`assistant:help_topics.${topic}`) }),
        },
      ],
    });
  },
};
