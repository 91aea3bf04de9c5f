// Cursors are opaque to clients; inside they name the catalogue index the previous page ended at.
const PREFIX = 'after:';

export function encodeCursor(index: number): string {
  return Buffer.from(`${PREFIX}${index}`).toString('base64url');
}

/** The index a cursor resumes after, or undefined when the text is not one of our cursors. */
export function decodeCursor(cursor: string): number | undefined {
  if (!/^[\w-]+$/.test(cursor)) return undefined;
  const match = /^after:(0|[1-9]\d{0,8})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
}
