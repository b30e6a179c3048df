import {describe, expectTypeOf, it} from 'vitest';
import type {
  ErrorBody,
  ErrorDetail,
  OperationId,
  PageInfo,
  Schema,
  SchemaInput,
  SchemaName,
  ServiceName,
} from '../src/index.js';

// Checked by `tsc -p packages/sdk/tsconfig.json` (npm run typecheck); at run time they are no-ops.
describe('public types', () => {
  it('mirror the shared Error, ErrorDetail and PageInfo models of the specs', () => {
    expectTypeOf<Schema<'entity', 'Error'>>().toMatchObjectType<{
      status: number;
      code: string;
      message: string;
      request_id: string;
    }>();
    expectTypeOf<Schema<'entity', 'Error'>>().toExtend<ErrorBody>();
    expectTypeOf<Schema<'entity', 'ErrorDetail'>>().toExtend<ErrorDetail>();
    expectTypeOf<Schema<'order', 'PageInfo'>>().toExtend<PageInfo>();
  });

  it('keep read-only fields in responses and out of request bodies', () => {
    expectTypeOf<Schema<'customer', 'Contact'>>().toHaveProperty('id');
    expectTypeOf<Schema<'customer', 'Contact'>['id']>().toEqualTypeOf<string>();
    expectTypeOf<SchemaInput<'customer', 'Contact'>>().toHaveProperty('first_name');
    expectTypeOf<SchemaInput<'customer', 'Contact'>['id']>().toEqualTypeOf<undefined>();
  });

  it('accept patch bodies built as allOf of the fields and a minProperties object', () => {
    expectTypeOf<{email: string}>().toExtend<SchemaInput<'customer', 'ContactPatch'>>();
    expectTypeOf<SchemaInput<'customer', 'ContactPatch'>['email']>().toEqualTypeOf<string | null | undefined>();
  });

  it('name services, schemas and operations as the specs do', () => {
    expectTypeOf<'entity'>().toExtend<ServiceName>();
    expectTypeOf<'contacts'>().not.toExtend<ServiceName>();
    expectTypeOf<'Contact'>().toExtend<SchemaName<'customer'>>();
    expectTypeOf<'createAccessToken'>().toExtend<OperationId<'access-token'>>();
    expectTypeOf<'createAccessToken'>().not.toExtend<OperationId<'entity'>>();
  });
});
