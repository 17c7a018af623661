import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyTypeProvider } from 'fastify';

/**
 * Types a route's request and answer from its contract schemas (contract/, written with @sinclair/typebox), so
 * that a handler reads the body, query and path as the contract defines them and answers what it declares.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
