import { operations, type OperationId, type OperationInfo } from '../../generated/operations';

type Matcher = { id: OperationId; info: OperationInfo; pattern: RegExp; literals: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Literal segments first, so `/banks/channels` wins over `/banks/{bankCode}`. */
const matchers: Matcher[] = (Object.entries(operations) as [OperationId, OperationInfo][])
  .map(([id, info]) => {
    const segments = info.path.split('/').filter(Boolean);
    const source = segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : escape(s))).join('/');
    return {
      id,
      info,
      pattern: new RegExp(`^/${source}/?$`),
      literals: segments.filter((s) => !s.startsWith('{')).length,
    };
  })
  .sort((a, b) => b.literals - a.literals);

/** Finds the contract operation a request is for, from its method and path (without base URL or query). */
export function findOperation(method: string, path: string): { id: OperationId; info: OperationInfo } | null {
  const upper = method.toUpperCase();
  const match = matchers.find((m) => m.info.method === upper && m.pattern.test(path));
  return match ? { id: match.id, info: match.info } : null;
}
