import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './smtp-sink.js';

export interface SlowSmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** The pause before accepting each message's sender; a test may change it between messages. */
  delayMs: number;
  /** Called when a sender starts a message (MAIL FROM), before the sink's pause. */
  onMessageStart?: (acceptedSoFar: number) => void;
  close(): Promise<void>;
}

/**
 * An SMTP server that waits `delayMs` before accepting each message's sender, as a slow mail
 * server does. A client killed during that pause has sent no message yet, so the test knows
 * exactly what arrived.
 */
export async function startSlowSmtpSink(delayMs: number): Promise<SlowSmtpSink> {
  const sink: SlowSmtpSink = {
    url: '',
    messages: [],
    delayMs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      sink.onMessageStart?.(sink.messages.length);
      setTimeout(() => callback(), sink.delayMs);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sink.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A killed client drops its connection mid-command; that is no error of the sink's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
