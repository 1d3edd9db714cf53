import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ProviderEvent } from '../provider';
import { toolSpecs } from '../tool-specs';
import { localModelProvider, type LocalModelProvider } from './local-model-provider';
import { buildTestGguf } from './test-gguf';

/** Enough of JSON Schema for the tool specs: is `value` what `schema` allows? */
function matches(schema: Record<string, unknown>, value: unknown): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  switch (schema.type) {
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const record = value as Record<string, unknown>;
      if (((schema.required ?? []) as string[]).some((key) => !(key in record))) return false;
      return Object.entries(record).every(([key, v]) => key in properties && matches(properties[key]!, v));
    }
    case 'array':
      return Array.isArray(value) && value.every((v) => matches(schema.items as Record<string, unknown>, v));
    case 'string':
      return typeof value === 'string';
    default:
      return false;
  }
}

async function collect(events: AsyncIterable<ProviderEvent>) {
  const text: string[] = [];
  const calls = [];
  for await (const e of events) {
    if (e.type === 'text') text.push(e.delta);
    else calls.push(e.call);
  }
  return { text, calls };
}

const turn = (messages: ChatMessage[]) => ({
  messages,
  language: 'pt_BR' as const,
  today: '2026-11-29',
  screen: { path: '/campaigns' },
});

// threads: 1 — on a shared 2-core machine more threads spin against each other (×50 slower).
describe('local model file provider (AI_MODEL_PATH, node-llama-cpp) on a GGUF the test builds', () => {
  let dir: string;
  let toolModel: LocalModelProvider;
  let textModel: LocalModelProvider;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'verba-gguf-'));
    await writeFile(join(dir, 'verba-test-tool.gguf'), buildTestGguf({ behaviour: 'tool' }));
    await writeFile(join(dir, 'verba-test-text.gguf'), buildTestGguf({ behaviour: 'text' }));
    toolModel = localModelProvider({ modelPath: join(dir, 'verba-test-tool.gguf'), threads: 1 });
    textModel = localModelProvider({ modelPath: join(dir, 'verba-test-text.gguf'), threads: 1 });
  });

  afterAll(async () => {
    await toolModel?.close();
    await textModel?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads the file and answers with a tool call the grammar made valid for that tool', async () => {
    expect(toolModel.name).toBe('local');
    expect(toolModel.model).toBe('verba-test-tool.gguf');
    const { text, calls } = await collect(
      toolModel.turn(turn([{ role: 'user', content: 'quanto gastei ontem com o Café Serra Azul?' }])),
    );
    expect(text.join('')).toBe('');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    const spec = toolSpecs.find((s) => s.function.name === call!.name);
    expect(spec, `a known tool, not ${call!.name}`).toBeDefined();
    expect(call!.id).toMatch(/^local-\d+$/);
    expect(matches(spec!.function.parameters, call!.arguments), JSON.stringify(call)).toBe(true);
  }, 180_000);

  it('answers again after a tool result (the call and its data in the history), one answer at a time', async () => {
    const first = await collect(toolModel.turn(turn([{ role: 'user', content: 'pause a campanha Natal' }])));
    const call = first.calls[0]!;
    const messages: ChatMessage[] = [
      { role: 'user', content: 'pause a campanha Natal' },
      { role: 'assistant', content: '', toolCalls: [call] },
      { role: 'tool', toolCallId: call.id, name: call.name, content: '{"ok":true,"data":{"total":0}}' },
    ];
    // Two turns at once: the second waits for the first (one context), both answer.
    const [a, b] = await Promise.all([
      collect(toolModel.turn(turn(messages))),
      collect(toolModel.turn(turn(messages))),
    ]);
    for (const answer of [a, b]) {
      expect(answer.calls).toHaveLength(1);
      expect(toolSpecs.map((s) => s.function.name)).toContain(answer.calls[0]!.name);
    }
  }, 180_000);

  it('streams text as the model writes it', async () => {
    const { text, calls } = await collect(textModel.turn(turn([{ role: 'user', content: 'oi' }])));
    expect(calls).toEqual([]);
    expect(text.join('')).toBe('ok');
    const after = await collect(
      textModel.turn(
        turn([
          { role: 'user', content: 'quais campanhas?' },
          {
            role: 'assistant',
            content: '',
            toolCalls: [{ id: 'local-9', name: 'find_campaigns', arguments: {} }],
          },
          {
            role: 'tool',
            toolCallId: 'local-9',
            name: 'find_campaigns',
            content: '{"ok":true,"data":{"total":2}}',
          },
        ]),
      ),
    );
    expect(after.text.join('')).toBe('ok');
  }, 180_000);

  it('says which file it cannot read, and tries again on the next answer', async () => {
    const missing = localModelProvider({ modelPath: join(dir, 'missing.gguf'), threads: 1 });
    await expect(collect(missing.turn(turn([{ role: 'user', content: 'oi' }])))).rejects.toThrow(
      /AI_MODEL_PATH: cannot read the GGUF file .*missing\.gguf/,
    );
    await writeFile(join(dir, 'missing.gguf'), buildTestGguf({ behaviour: 'text' }));
    const { text } = await collect(missing.turn(turn([{ role: 'user', content: 'oi' }])));
    expect(text.join('')).toBe('ok');
    await missing.close();
  }, 180_000);
});
