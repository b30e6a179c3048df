import type {ServiceReference, TryItRecord} from '../model/types';

/** The Try it records of one service by operationId, as served in its try-it.json. */
export type TryItRecords = Readonly<Record<string, TryItRecord>>;

export function tryItRecords(ref: ServiceReference): string {
  const records: TryItRecords = Object.fromEntries(
    ref.tags.flatMap((tag) => tag.operations.map((op) => [op.id, op.tryIt] as const)),
  );
  return JSON.stringify(records);
}
