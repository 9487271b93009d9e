import { isDeepStrictEqual } from 'node:util';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type SerializerCompiler = (route: {
  schema: unknown;
  method: string;
  url: string;
}) => (data: unknown) => string;

/**
 * The serializer of hot read routes (lists, counters, free slots) whose answers are built field by
 * field by typed mappers. In production the answer is written as it is: re-checking every row
 * against the schema on the way out cost a fifth of a list request. Everywhere else (tests,
 * development) the answer is encoded with the schema and refused when the schema would change it
 * (a field it does not declare, a wrong type), so every test of the route checks the contract the
 * production path relies on, more strictly than the default serializer, which drops extra fields.
 */
export function exactAnswer(checked: boolean): SerializerCompiler {
  return ({ schema, method, url }) => {
    if (!checked) return (data) => JSON.stringify(data);
    if (!(schema instanceof $ZodType)) throw new Error(`${method} ${url}: not a zod schema`);
    return (data) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      // Compared as JSON: key order and `undefined` members do not reach the client either.
      const written = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(result.data)))) {
        throw new Error(`${method} ${url}: the answer holds what its schema does not declare`);
      }
      return written;
    };
  };
}
