// Shapes every API response shares (DESIGN.md section 4), used by the server to send and the web to read.

/** A failed request: `{ error: { code, message, fields? } }`; `fields` maps a field to its message. */
export type ErrorEnvelope = {
  error: { code: string; message: string; fields?: Record<string, string> };
};
