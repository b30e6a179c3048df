import type {DocumentNode} from 'graphql';

/** One worked example: the text of its three files and the parsed operation document. */
export interface GraphQLExample {
  readonly name: string;
  readonly operation: string;
  readonly variables: string;
  readonly response: string;
  readonly document: DocumentNode;
}

export const EXAMPLES_DIR: string;
export function rootFields(document: DocumentNode): string[];
export function loadExamples(dir?: string): GraphQLExample[];
export function examplesByOperation(examples: readonly GraphQLExample[]): Map<string, GraphQLExample>;
export function exampleSection(example: GraphQLExample, operationName: string): string;
