/**
 * A request to the bench server, sent once more when the keep-alive connection it went out on had been closed by
 * wrangler's local proxy while idle (the bench's stages pause between requests): undici's "other side closed"
 * (UND_ERR_SOCKET), or a large body's write failing (EPIPE, ECONNRESET). The request never reached the Worker then,
 * and fetch does not retry a POST by itself. Any other failure is thrown.
 */
const STALE_CONNECTION = new Set(["UND_ERR_SOCKET", "EPIPE", "ECONNRESET"]);

export async function sendToBench(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!STALE_CONNECTION.has((error as { cause?: { code?: string } }).cause?.code ?? "")) throw error;
    return fetch(url, init);
  }
}
