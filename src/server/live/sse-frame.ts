const encoder = new TextEncoder();

/** One Server-Sent Events message, encoded once and written to every stream it goes to. */
export function sseFrame(id: string | null, event: string, data: unknown): Uint8Array {
  const idLine = id === null ? '' : `id: ${id}\n`;
  return encoder.encode(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A comment line: proxies see traffic, EventSource ignores it. */
export const HEARTBEAT_FRAME = encoder.encode(': heartbeat\n\n');
