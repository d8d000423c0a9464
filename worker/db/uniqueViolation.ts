/**
 * Whether a D1 error (or one it wraps, as Drizzle does) is a UNIQUE constraint on `column` ("table.column"):
 * how two copies of one submission racing each other are told apart from a real failure.
 */
export function violatesUnique(error: unknown, column: string): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++, current = current.cause)
    if (current.message.includes(`UNIQUE constraint failed: ${column}`)) return true;
  return false;
}
