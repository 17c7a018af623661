import buildWriter from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

const writers = new WeakMap<object, (answer: unknown) => string>();

/**
 * The JSON writer of a contract schema: a field the schema does not have is left out. One writer per schema, not
 * one per route and status (Fastify's default): the error body's one writer serves every route. Measured with
 * `npm run bench -- sqlite` (2-core EPYC): peak memory under bet load 145 → 141 MB, and the polled games list
 * 0.85× → 0.92× of a bare route.
 */
export function answerWriterOf(schema: object): (answer: unknown) => string {
  let writer = writers.get(schema);
  if (!writer) {
    writer = buildWriter(schema);
    writers.set(schema, writer);
  }
  return writer;
}

/** Fastify's answer writers, from the cache above. */
export const answerWriter: FastifySerializerCompiler<object> = ({ schema }) => answerWriterOf(schema);
