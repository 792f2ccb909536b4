/** Thrown by a route's beforeLoad when the signed-in user may not open the page. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(readonly page: string) {
    super(`Forbidden: ${page}`);
  }
}
