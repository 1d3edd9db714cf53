/**
 * Writes a minuscule GGUF model for the local model provider's tests (docs/assistant.md): the
 * llama architecture (one block, 4 heads, 288-wide), a byte-level SentencePiece vocabulary (the
 * 256 `<0xNN>` byte tokens, `▁` for the space, and the default chat wrapper's call marker
 * `||call:` as one token), F32 tensors. Its attention and feed-forward weights are random and
 * tiny; the token embeddings are one-hot, so the output layer alone decides which token follows
 * which (a bigram table): random scores, plus a few strong preferences that make greedy decoding
 * end — a `tool` model opens a function call at once (node-llama-cpp's grammar then forces the
 * name and JSON arguments) and closes strings and objects early; a `text` model answers "ok".
 *
 * Format: GGUF v3 (github.com/ggml-org/ggml, docs/gguf.md): header, key/values, tensor infos,
 * then the tensor data aligned to 32 bytes.
 */

export type TestModelBehaviour = 'tool' | 'text';

const embedding = 288;
const feedForward = 96;
const heads = 4;

/** The vocabulary: ids 0–2 special, 3–258 the bytes, then `▁` and the call marker. */
const unk = 0;
const bos = 1;
const eos = 2;
const byteToken = (byte: number) => 3 + byte;
const space = 259;
const callMarker = 260;
const vocabulary = 261;

const enum ValueType {
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
}

class Writer {
  private chunks: Buffer[] = [];
  length = 0;
  push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.push(b);
  }
  i32(value: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.push(b);
  }
  u64(value: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  f32(value: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.push(b);
  }
  string(value: string) {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  pad(alignment: number) {
    const rest = this.length % alignment;
    if (rest) this.push(Buffer.alloc(alignment - rest));
  }
  buffer() {
    return Buffer.concat(this.chunks);
  }
}

type Value =
  | { type: ValueType.UINT32 | ValueType.INT32 | ValueType.FLOAT32; value: number }
  | { type: ValueType.BOOL; value: boolean }
  | { type: ValueType.STRING; value: string }
  | { type: ValueType.ARRAY; of: ValueType.STRING; value: string[] }
  | { type: ValueType.ARRAY; of: ValueType.FLOAT32 | ValueType.INT32; value: number[] };

function writeValue(w: Writer, v: Value) {
  w.u32(v.type);
  switch (v.type) {
    case ValueType.UINT32:
      return w.u32(v.value);
    case ValueType.INT32:
      return w.i32(v.value);
    case ValueType.FLOAT32:
      return w.f32(v.value);
    case ValueType.BOOL:
      return w.push(Buffer.from([v.value ? 1 : 0]));
    case ValueType.STRING:
      return w.string(v.value);
    case ValueType.ARRAY:
      w.u32(v.of);
      w.u64(v.value.length);
      for (const item of v.value) {
        if (v.of === ValueType.STRING) w.string(item as string);
        else if (v.of === ValueType.FLOAT32) w.f32(item as number);
        else w.i32(item as number);
      }
  }
}

/** A seeded generator (mulberry32) and normal samples, so a test model is the same every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => {
    const u = Math.max(uniform(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}

function vocabularyTokens() {
  const tokens = ['<unk>', '<s>', '</s>'];
  const types = [2, 3, 3];
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(6);
  }
  tokens.push('▁', '||call:');
  types.push(1, 1);
  return { tokens, types };
}

/**
 * The next-token scores (rows: the previous token, columns: the next one): random, plus the
 * preferences that make a greedy walk through the grammar end quickly.
 */
function bigramScores(behaviour: TestModelBehaviour, normal: () => number): Float32Array {
  const scores = new Float32Array(vocabulary * vocabulary);
  for (let i = 0; i < scores.length; i++) scores[i] = normal();
  const prefer = (previous: number | 'any', next: number, score: number) => {
    for (let row = 0; row < vocabulary; row++)
      if (previous === 'any' || previous === row) scores[row * vocabulary + next] = score;
  };
  const byte = (char: string) => byteToken(char.charCodeAt(0));
  if (behaviour === 'tool') {
    prefer('any', callMarker, 12);
    prefer('any', byte('"'), 10);
    prefer('any', byte('}'), 9);
    prefer('any', byte(','), 8.5);
    prefer('any', byte(')'), 8);
    prefer('any', byte(']'), 7.5);
    prefer('any', eos, 7);
    // After a quote, the closing quote beats the marker (the one string the grammar lets it into).
    prefer(byte('"'), byte('"'), 13);
  } else {
    prefer('any', byte('o'), 10);
    prefer(byte('o'), byte('k'), 11);
    prefer(byte('k'), eos, 12);
    prefer('any', callMarker, -12);
  }
  return scores;
}

/** The GGUF file's bytes. */
export function buildTestGguf({
  behaviour,
  name = `verba-test-${behaviour}`,
  seed = 30,
}: {
  behaviour: TestModelBehaviour;
  name?: string;
  seed?: number;
}): Buffer {
  const normal = random(seed);
  const { tokens, types } = vocabularyTokens();
  const scale = 0.002;
  const randomTensor = (n: number) => {
    const t = new Float32Array(n);
    for (let i = 0; i < n; i++) t[i] = normal() * scale;
    return t;
  };
  const ones = (n: number) => new Float32Array(n).fill(1);

  const tokenEmbedding = new Float32Array(vocabulary * embedding);
  for (let token = 0; token < vocabulary; token++) tokenEmbedding[token * embedding + token] = 1;
  // logits[next] = output[next] · rmsnorm(h), and rmsnorm(one-hot of `previous`) = √n at `previous`.
  const scores = bigramScores(behaviour, normal);
  const output = new Float32Array(vocabulary * embedding);
  const norm = Math.sqrt(embedding);
  for (let previous = 0; previous < vocabulary; previous++)
    for (let next = 0; next < vocabulary; next++)
      output[next * embedding + previous] = scores[previous * vocabulary + next]! / norm;

  // [name, ggml dims (ne0 first), data]
  const tensors: [string, number[], Float32Array][] = [
    ['token_embd.weight', [embedding, vocabulary], tokenEmbedding],
    ['output_norm.weight', [embedding], ones(embedding)],
    ['output.weight', [embedding, vocabulary], output],
    ['blk.0.attn_norm.weight', [embedding], ones(embedding)],
    ['blk.0.attn_q.weight', [embedding, embedding], randomTensor(embedding * embedding)],
    ['blk.0.attn_k.weight', [embedding, embedding], randomTensor(embedding * embedding)],
    ['blk.0.attn_v.weight', [embedding, embedding], randomTensor(embedding * embedding)],
    ['blk.0.attn_output.weight', [embedding, embedding], randomTensor(embedding * embedding)],
    ['blk.0.ffn_norm.weight', [embedding], ones(embedding)],
    ['blk.0.ffn_gate.weight', [embedding, feedForward], randomTensor(embedding * feedForward)],
    ['blk.0.ffn_up.weight', [embedding, feedForward], randomTensor(embedding * feedForward)],
    ['blk.0.ffn_down.weight', [feedForward, embedding], randomTensor(feedForward * embedding)],
  ];

  const metadata: [string, Value][] = [
    ['general.architecture', { type: ValueType.STRING, value: 'llama' }],
    ['general.name', { type: ValueType.STRING, value: name }],
    ['general.alignment', { type: ValueType.UINT32, value: 32 }],
    ['llama.context_length', { type: ValueType.UINT32, value: 16384 }],
    ['llama.embedding_length', { type: ValueType.UINT32, value: embedding }],
    ['llama.block_count', { type: ValueType.UINT32, value: 1 }],
    ['llama.feed_forward_length', { type: ValueType.UINT32, value: feedForward }],
    ['llama.attention.head_count', { type: ValueType.UINT32, value: heads }],
    ['llama.attention.head_count_kv', { type: ValueType.UINT32, value: heads }],
    ['llama.rope.dimension_count', { type: ValueType.UINT32, value: embedding / heads }],
    ['llama.attention.layer_norm_rms_epsilon', { type: ValueType.FLOAT32, value: 1e-5 }],
    ['llama.vocab_size', { type: ValueType.UINT32, value: vocabulary }],
    ['tokenizer.ggml.model', { type: ValueType.STRING, value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: ValueType.ARRAY, of: ValueType.STRING, value: tokens }],
    ['tokenizer.ggml.scores', { type: ValueType.ARRAY, of: ValueType.FLOAT32, value: tokens.map(() => 0) }],
    ['tokenizer.ggml.token_type', { type: ValueType.ARRAY, of: ValueType.INT32, value: types }],
    ['tokenizer.ggml.unknown_token_id', { type: ValueType.UINT32, value: unk }],
    ['tokenizer.ggml.bos_token_id', { type: ValueType.UINT32, value: bos }],
    ['tokenizer.ggml.eos_token_id', { type: ValueType.UINT32, value: eos }],
    ['tokenizer.ggml.add_bos_token', { type: ValueType.BOOL, value: true }],
    ['tokenizer.ggml.add_eos_token', { type: ValueType.BOOL, value: false }],
  ];

  const alignment = 32;
  const w = new Writer();
  w.push(Buffer.from('GGUF', 'ascii'));
  w.u32(3);
  w.u64(tensors.length);
  w.u64(metadata.length);
  for (const [key, value] of metadata) {
    w.string(key);
    writeValue(w, value);
  }
  let offset = 0;
  for (const [tensorName, dims, data] of tensors) {
    w.string(tensorName);
    w.u32(dims.length);
    for (const d of dims) w.u64(d);
    w.u32(0); // GGML_TYPE_F32
    w.u64(offset);
    offset += Math.ceil((data.length * 4) / alignment) * alignment;
  }
  w.pad(alignment);
  for (const [, , data] of tensors) {
    w.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    w.pad(alignment);
  }
  return w.buffer();
}

/** `space` is the SentencePiece word boundary the tokenizer writes for " ". */
export const testVocabulary = { unk, bos, eos, space, callMarker, size: vocabulary } as const;
