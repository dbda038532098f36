/**
 * How `GET /init/{label}.json` hands the store's init file over (docs/api-contract.md, "The init
 * file"): with S3 storage, as the product does — the file is `{label}.json` in the init bucket and
 * the answer is a redirect to a presigned GET of it, valid 3600 s; on disk or in memory storage
 * the API answers the JSON itself. What the file holds is the route's to decide.
 */
import type { FastifyReply } from 'fastify';
import { INIT_LINK_SECONDS, type ObjectStorage } from './storage.ts';

export async function deliverInitFile<T>(
  storage: ObjectStorage,
  reply: FastifyReply,
  label: string,
  answer: T,
): Promise<T | FastifyReply> {
  if (!storage.initFiles) return answer;
  await storage.initFiles.publish(label, JSON.stringify(answer));
  const url = await storage.initFiles.readUrl(label, INIT_LINK_SECONDS);
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}
