import { z } from 'zod';
import type { AudienceEmbeddingsConfig } from '../config';
import { audienceCatalogue } from './audience-catalogue';
import { segmentEmbeddingText } from './suggestion-engine';

/**
 * Embeddings for audience suggestion (issue 30) from an OpenAI-compatible `POST {AI_BASE_URL}/embeddings`
 * (OpenAI, Ollama, vLLM, llama.cpp's server): the segments' pt-BR paths once per process and model
 * (in batches), the advertiser's text per request; cosine similarity per segment. Only the segment
 * names and the advertiser's own text are sent, never a token or another company's data.
 */
const responseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })),
});

const batchSize = 128;
const timeoutMs = 15_000;

async function embed(config: AudienceEmbeddingsConfig, input: string[]): Promise<number[][]> {
  const response = await fetch(`${config.baseUrl}/embeddings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, input }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`embeddings endpoint answered ${response.status}`);
  const body = responseSchema.parse(await response.json());
  const out: number[][] = Array.from({ length: input.length }, () => []);
  for (const row of body.data) if (row.index < input.length) out[row.index] = row.embedding;
  if (out.some((v) => v.length === 0)) throw new Error('embeddings endpoint left inputs without a vector');
  return out;
}

const normalise = (v: number[]) => {
  const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0)) || 1;
  return v.map((x) => x / norm);
};

const segmentVectors = new Map<string, Promise<Map<string, number[]>>>();

/** The catalogue's vectors for a model (endpoint and model are the cache key), asked once. */
function vectorsOf(config: AudienceEmbeddingsConfig): Promise<Map<string, number[]>> {
  const key = `${config.baseUrl}\u0000${config.model}`;
  let pending = segmentVectors.get(key);
  if (!pending) {
    pending = (async () => {
      const segments = audienceCatalogue().segments.filter((s) => s.tier > 1);
      const vectors = new Map<string, number[]>();
      for (let i = 0; i < segments.length; i += batchSize) {
        const batch = segments.slice(i, i + batchSize);
        const embedded = await embed(config, batch.map(segmentEmbeddingText));
        batch.forEach((segment, j) => vectors.set(segment.id, normalise(embedded[j]!)));
      }
      return vectors;
    })();
    segmentVectors.set(key, pending);
    // A failed attempt is not kept: the next suggestion tries again.
    pending.catch(() => segmentVectors.delete(key));
  }
  return pending;
}

/** Cosine similarity (clamped to 0–1) of the advertiser's text with every segment. */
export async function semanticSimilarity(
  config: AudienceEmbeddingsConfig,
  text: string,
): Promise<Map<string, number>> {
  const [vectors, [query]] = await Promise.all([vectorsOf(config), embed(config, [text])]);
  const q = normalise(query!);
  const similarity = new Map<string, number>();
  for (const [id, v] of vectors) {
    let dot = 0;
    for (let i = 0; i < Math.min(v.length, q.length); i++) dot += v[i]! * q[i]!;
    similarity.set(id, Math.max(0, Math.min(1, dot)));
  }
  return similarity;
}
