/**
 * A value as JSON to put inside a `<script>` element of data (the server state, JSON-LD). Every
 * `<` is escaped as `\u003c`, so no text in the data (a post's body, a listing's name) can
 * close the script early; JSON readers read the escape back as `<`.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
