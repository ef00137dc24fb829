import fc from 'fast-check';
import { oddString } from './fuzz-values.js';

/**
 * Test-only: multipart bodies as a broken or hostile client sends them — lying part headers,
 * odd file names, bytes that are not images, too many parts, a missing or wrong boundary, a
 * body cut off before its closing boundary.
 */

export interface RawBody {
  contentType: string;
  payload: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_HEADER = Buffer.from('GIF89a\u00ff\u00ff\u00ff\u00ff', 'latin1');

/** The form fields of the app's upload forms, and some that no form has. */
const fieldName = (ownIds: string[]) =>
  fc
    .oneof(
      fc.constantFrom(
        'photo',
        'image',
        'cover',
        'file',
        'id',
        'name',
        'age',
        'language',
        'ethinicity',
      ),
      oddString.map((name) => name.slice(0, 200)),
    )
    .chain((name) =>
      fc.tuple(
        fc.constant(name),
        // The id field of the profile form: the caller's own id now and then, so it reads on.
        name === 'id' && ownIds.length ? fc.constantFrom(...ownIds) : fc.constant(undefined),
      ),
    );

const fileContent = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([PNG_SIGNATURE, bytes])),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([GIF_HEADER, bytes])),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
  oddString.map((text) => Buffer.from(text)),
  fc.constant(Buffer.alloc(0)),
);

const part = (ownIds: string[]) =>
  fc.record({
    field: fieldName(ownIds),
    filename: fc.option(
      oddString.map((name) => name.slice(0, 300)),
      { freq: 2 },
    ),
    contentType: fc.option(
      fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'image/svg+xml', '', 'x/\u0000'),
    ),
    content: fileContent,
    text: fc.option(oddString, { freq: 2 }),
    // One part in five without a field name.
    brokenHeader: fc.nat(4).map((n) => n === 0),
  });

function renderPart(
  boundary: string,
  value: {
    field: [string, string | undefined];
    filename: string | null;
    contentType: string | null;
    content: Buffer;
    text: string | null;
    brokenHeader: boolean;
  },
): Buffer {
  const [name, ownId] = value.field;
  const disposition = value.brokenHeader
    ? 'Content-Disposition: form-data'
    : `Content-Disposition: form-data; name="${name}"${
        value.filename === null ? '' : `; filename="${value.filename}"`
      }`;
  const type = value.contentType === null ? '' : `\r\nContent-Type: ${value.contentType}`;
  const content =
    ownId ?? (value.filename === null && value.text !== null ? value.text : undefined);
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`),
    content === undefined ? value.content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}

/** A multipart body, well-formed or not, with the Content-Type header that goes with it. */
export function multipartBody(ownIds: string[] = []): fc.Arbitrary<RawBody> {
  return fc
    .record({
      boundary: fc.constantFrom('----fuzz7MA4YWxkTrZu0gW', 'a', 'x'.repeat(90), 'é-boundary'),
      header: fc.constantFrom('right', 'right', 'right', 'none', 'other', 'quoted', 'mixed'),
      parts: fc.array(part(ownIds), { maxLength: 8 }),
      ending: fc.constantFrom('--\r\n', '--\r\n', '', '\r\n', '--', 'garbage\u0000'),
      prefix: fc.constantFrom('', '', 'preamble\r\n', '\r\n\r\n'),
    })
    .map(({ boundary, header, parts, ending, prefix }) => ({
      contentType: {
        right: `multipart/form-data; boundary=${boundary}`,
        none: 'multipart/form-data',
        other: 'multipart/form-data; boundary=not-the-one',
        quoted: `multipart/form-data; boundary="${boundary}"`,
        mixed: `multipart/mixed; boundary=${boundary}`,
      }[header]!,
      payload: Buffer.concat([
        Buffer.from(prefix),
        ...parts.map((value) => renderPart(boundary, value)),
        Buffer.from(`--${boundary}${ending}`),
      ]),
    }));
}
