/**
 * `node --import tsx bench/bidder/remote-load.ts <url> <bodies.json> <seconds>`: `firePosts` from a
 * process of its own (50 connections), printing its result as JSON, so the process measured by
 * `socket-cpu.ts` holds only the server.
 */
import { readFileSync } from 'node:fs';
import { firePosts } from './load';

const [url, file, seconds] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(file!, 'utf8')) as string[];
const result = await firePosts({ url: url!, bodies, connections: 50, seconds: Number(seconds) });
console.log(JSON.stringify(result));
