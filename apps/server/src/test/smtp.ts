import { once } from 'node:events';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: ParsedMail['headers'];
}

/**
 * A real SMTP server on a loopback port for a test: every message it accepts is parsed and kept.
 * `refuseNext(n, to)` answers the next n messages to `to` with a temporary failure (451), as a busy
 * server does; mail to anyone else, such as another test's, goes through. `answerLate(ms, to)`
 * keeps the message (it is delivered) but answers the end of each one to `to` only after `ms`, as
 * a slow relay does. With `tls` it speaks TLS from the first byte (smtps://) with that key and
 * certificate.
 */
export async function startTestSmtp(port = 0, options: { tls?: { key: string; cert: string } } = {}) {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusedRecipient = '';
  let lateAnswerMs = 0;
  let lateRecipient = '';
  const attempts: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...(options.tls ? { secure: true, key: options.tls.key, cert: options.tls.cert } : {}),
    onRcptTo(address, _session, callback) {
      attempts.push(address.address);
      if (refusals > 0 && address.address === refusedRecipient) {
        refusals--;
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            headers: mail.headers,
          });
          if (lateAnswerMs > 0 && to?.value[0]?.address === lateRecipient) setTimeout(callback, lateAnswerMs);
          else callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  // A client that hangs up (one refusing the TLS certificate, say) is reported here; the test
  // reads what the client saw instead.
  server.on('error', () => {});
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `${options.tls ? 'smtps' : 'smtp'}://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    /** Addresses of every RCPT TO seen, accepted or refused. */
    attempts,
    refuseNext(n: number, to: string) {
      refusals = n;
      refusedRecipient = to;
    },
    answerLate(ms: number, to: string) {
      lateAnswerMs = ms;
      lateRecipient = to;
    },
    /** Waits until `count` messages (to `to`, if given) have arrived. */
    async waitFor(count: number, to?: string, timeoutMs = 20_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      const matching = () => received.filter((m) => !to || m.to === to);
      while (matching().length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mail(s) to ${to ?? 'anyone'}, got ${matching().length}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return matching();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text whose path is `path`, as path + query (the test app's host differs). */
export function linkIn(text: string, path: string): string {
  const match = text.match(
    new RegExp(`https?://[^\\s/]+(${path.replace(/[/?]/g, '\\$&')}(?:\\?[^\\s]*)?)(?:\\s|$)`),
  );
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

export const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token') ?? '';
