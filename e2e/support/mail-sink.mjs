// A real SMTP server for the browser tests: the app (SMTP_URL=smtp://127.0.0.1:<SMTP port>)
// mails sign-up codes and reset links here, and specs read them back over HTTP:
//   GET /messages?to=<address>  → [{ to, from, subject, text, html, headers, receivedAt }],
//                                 newest first (headers: the top-level ones, lower-case names)
//   GET /health                 → 200 (Playwright's webServer waits for it)
// Messages live in memory for the run. Started by playwright.config.ts (webServer).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3299);
const HOST = '127.0.0.1';
/** Enough for any run; the oldest go first so a long run cannot grow without bound. */
const MAX_MESSAGES = 5000;

/** @type {Array<{to: string[], from: string, subject: string, text: string, html: string, headers: Record<string, string>, receivedAt: number}>} */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      try {
        const parsed = parseMessage(Buffer.concat(chunks).toString('utf8'));
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          ...parsed,
          receivedAt: Date.now(),
        });
        if (messages.length > MAX_MESSAGES) messages.shift();
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    });
  },
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  if (request.method === 'GET' && url.pathname === '/health') {
    return send(response, 200, { status: 'ok', messages: messages.length });
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    const found = messages.filter((message) => !to || message.to.includes(to));
    return send(response, 200, found.slice().reverse());
  }
  return send(response, 404, { message: 'Not found' });
});

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

// ---- a small MIME reader: enough for nodemailer's text + html messages ----

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function splitEntity(raw) {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function headerParam(value, name) {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(body, encoding) {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words in the subject (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
function decodeHeaderWords(value) {
  return (value ?? '').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** The text and html parts of an entity, walking nested multiparts. */
function collectParts(raw, found = { text: '', html: '' }) {
  const { headers, body } = splitEntity(raw);
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = headerParam(headers['content-type'], 'boundary');
    if (!boundary) return found;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\n/, ''), found);
    }
    return found;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']).trimEnd();
  if (type.startsWith('text/html')) found.html ||= decoded;
  else if (type.startsWith('text/plain')) found.text ||= decoded;
  return found;
}

function parseMessage(raw) {
  const { headers } = splitEntity(raw);
  const { text, html } = collectParts(raw);
  return { subject: decodeHeaderWords(headers.subject), text, html, headers };
}

smtp.on('error', (error) => console.error('[mail-sink] smtp', error.message));
smtp.listen(SMTP_PORT, HOST, () => {
  api.listen(HTTP_PORT, HOST, () => {
    console.log(
      `[mail-sink] SMTP on ${HOST}:${SMTP_PORT}, messages on http://${HOST}:${HTTP_PORT}`,
    );
  });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    api.close();
    smtp.close(() => process.exit(0));
  });
}
