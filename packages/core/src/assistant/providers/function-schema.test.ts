import { describe, expect, it } from 'vitest';
import { toolSpecs } from '../tool-specs';
import { functionSchemaOf, withoutNulls } from './function-schema';
import { chatHistoryOf } from './local-model-provider';

describe('tool schemas for node-llama-cpp functions', () => {
  it('makes optional properties "schema or null", keeps required ones, enums and arrays', () => {
    expect(
      functionSchemaOf({
        type: 'object',
        properties: {
          name: { type: 'string', description: 'the name' },
          status: { type: 'string', enum: ['active', 'paused'] },
          metrics: { type: 'array', items: { type: 'string', enum: ['spend', 'clicks'] } },
          topic: { type: 'string', enum: ['billing'] },
        },
        required: ['topic'],
        additionalProperties: false,
      }),
    ).toEqual({
      type: 'object',
      properties: {
        name: { oneOf: [{ type: 'string', description: 'the name' }, { type: 'null' }] },
        status: { oneOf: [{ enum: ['active', 'paused'] }, { type: 'null' }] },
        metrics: { oneOf: [{ type: 'array', items: { enum: ['spend', 'clicks'] } }, { type: 'null' }] },
        topic: { enum: ['billing'] },
      },
      additionalProperties: false,
    });
  });

  it('turns the YYYY-MM-DD pattern into a date format and leaves other patterns to the tool', () => {
    expect(functionSchemaOf({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })).toEqual({
      type: 'string',
      format: 'date',
    });
    expect(functionSchemaOf({ type: 'string', pattern: '^[0-9]+$', maxLength: 15 })).toEqual({
      type: 'string',
      maxLength: 15,
    });
  });

  it('converts every tool spec into the supported subset (no pattern, no required lists)', () => {
    for (const spec of toolSpecs) {
      const text = JSON.stringify(functionSchemaOf(spec.function.parameters));
      expect(text).not.toMatch(/"pattern"|"required"|"anyOf"/);
    }
  });

  it('drops the nulls the model chose for left-out properties', () => {
    expect(withoutNulls({ name: null, status: 'active', metrics: [] })).toEqual({
      status: 'active',
      metrics: [],
    });
    expect(withoutNulls(undefined)).toEqual({});
    expect(withoutNulls(['x'])).toEqual({});
  });
});

describe('the conversation as node-llama-cpp chat history', () => {
  it('opens an empty model response after a user message', () => {
    expect(chatHistoryOf('sys', [{ role: 'user', content: 'oi' }])).toEqual([
      { type: 'system', text: 'sys' },
      { type: 'user', text: 'oi' },
      { type: 'model', response: [] },
    ]);
  });

  it('puts each tool call with its result (parsed data) inside the model response, and continues it', () => {
    const history = chatHistoryOf('sys', [
      { role: 'user', content: 'pause a Natal' },
      {
        role: 'assistant',
        content: 'Vou ver.',
        toolCalls: [
          { id: 'local-1', name: 'find_campaigns', arguments: { name: 'Natal' } },
          { id: 'local-2', name: 'pause_campaign', arguments: { name: 'Natal' } },
        ],
      },
      {
        role: 'tool',
        toolCallId: 'local-1',
        name: 'find_campaigns',
        content: '{"ok":true,"data":{"total":1}}',
      },
      { role: 'tool', toolCallId: 'local-2', name: 'pause_campaign', content: 'not json' },
    ]);
    expect(history).toHaveLength(3);
    expect(history[2]).toMatchObject({
      type: 'model',
      response: [
        'Vou ver.',
        {
          type: 'functionCall',
          name: 'find_campaigns',
          params: { name: 'Natal' },
          result: { ok: true, data: { total: 1 } },
          startsNewChunk: true,
        },
        { type: 'functionCall', name: 'pause_campaign', result: 'not json' },
      ],
    });
  });

  it('keeps earlier exchanges as text', () => {
    const history = chatHistoryOf('sys', [
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'c' },
    ]);
    expect(history.map((h) => h.type)).toEqual(['system', 'user', 'model', 'user', 'model']);
    expect(history[2]).toEqual({ type: 'model', response: ['b'] });
  });
});
