export type Row = Record<string, unknown>;
export type Collection = {
  id: string;
  shape: string;
  path: string;
  pagedShape: 'paged' | 'array';
  example: unknown;
  seed: Row[];
  parentParams: string[];
  parentFields: Record<string, string>;
  keyFields: string[];
};
export type Plan = {
  id: string;
  method: string;
  path: string;
  kind: 'list' | 'get' | 'create' | 'update' | 'delete' | 'example';
  collection?: Collection;
  keyParams?: string[];
  keyFields?: string[];
  explicit: { keyFrom?: 'body' | 'query'; collection?: string; multipart?: boolean };
};
/** Facts that paths and methods do not tell, by operationId. */
export const EXPLICIT: Record<string, object>;
/** A path's shape: no trailing slash, every parameter `{}`. */
export function shapeOf(path: string): string;
/** What each operation does to which collection, inferred from the contract's paths and methods. */
export function planOperations(doc: object): { plans: Map<string, Plan>; collections: Map<string, Collection> };
