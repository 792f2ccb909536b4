/**
 * The API's one envelope: every answer carries its payload in `data`; a paged list carries
 * its rows in `data.data` beside the total.
 */

/** One page of rows and the total across pages. */
export type Page<Row> = { rows: Row[]; total: number };

/** The rows and total of a paged list answer. */
export function pageOf<Row>({ data }: { data: { data: Row[]; total: number } }): Page<Row> {
  return { rows: data.data, total: data.total };
}

/** The `data.id` of an answer (e.g. of the record a create made), whatever its type; undefined when there is none. */
export function answerId(answer: unknown): unknown {
  const data: unknown = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : undefined;
  return typeof data === 'object' && data !== null && 'id' in data ? data.id : undefined;
}
