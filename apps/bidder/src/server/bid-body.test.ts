import { describe, expect, it } from 'vitest';
import { bidBodyMaxDepth, MalformedBodyError, nestsDeeperThan, parseJsonBody } from './bid-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const objects = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects alike, up to the bound included', () => {
    expect(nestsDeeperThan(bytes(arrays(3)), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(arrays(4)), 3)).toBe(true);
    expect(nestsDeeperThan(bytes(objects(3)), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(objects(4)), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('[{"a":[{}]}]'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('[{"a":[]},{"b":[]},[[]]]'), 3)).toBe(false);
  });

  it('measures depth, not the number of brackets', () => {
    const wide = `[${Array.from({ length: 1000 }, () => '{"a":[1,2]}').join(',')}]`;
    expect(nestsDeeperThan(bytes(wide), 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan(bytes(`["${'[{'.repeat(50)}"]`), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(JSON.stringify(['a"[[[[', 'b\\', '[[[['])), 1)).toBe(false);
    // After `\\`, the quote closes the string: the brackets that follow count.
    expect(nestsDeeperThan(bytes('["\\\\",[[[]]]]'), 3)).toBe(true);
    // `\"` does not close it: these brackets stay inside.
    expect(nestsDeeperThan(bytes('["\\"[[[["]'), 1)).toBe(false);
  });

  it('takes multi-byte UTF-8 as string bytes (never a quote or a bracket)', () => {
    expect(nestsDeeperThan(bytes('["ação 💸 [[[", {"ñ": ["é"]}]'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('[{"ñ": [["é"]]}]'), 3)).toBe(true);
  });

  it('leaves bodies that are not JSON to JSON.parse', () => {
    expect(nestsDeeperThan(bytes('["unterminated'), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(']]]]'), 1)).toBe(false);
    expect(nestsDeeperThan(bytes(''), 1)).toBe(false);
  });
});

describe('parseJsonBody', () => {
  it(`refuses a body nesting deeper than ${bidBodyMaxDepth} levels, before JSON.parse`, () => {
    expect(parseJsonBody(bytes(objects(bidBodyMaxDepth)))).toBeTypeOf('object');
    expect(() => parseJsonBody(bytes(objects(bidBodyMaxDepth + 1)))).toThrow(MalformedBodyError);
    const started = performance.now();
    expect(() => parseJsonBody(bytes(arrays(524_288)))).toThrow(/deeper than 32/);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('reads strict UTF-8 JSON, a byte order mark dropped', () => {
    expect(parseJsonBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('{"id":"ç"}')]))).toEqual({
      id: 'ç',
    });
    expect(() => parseJsonBody(Buffer.from([0x22, 0xff, 0x22]))).toThrow(MalformedBodyError);
    expect(() => parseJsonBody(bytes('{"id":'))).toThrow(MalformedBodyError);
  });
});
