import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The one-click address (an https POST, RFC 8058) for the List-Unsubscribe header. */
  unsubscribeUrl?: string;
}

/**
 * A failed send, and whether the whole message, its end included, had been handed to the mail
 * server: then the server may have accepted it even though no answer came (a timeout or a
 * dropped connection while it was answering the end of the message), and sending it again could
 * deliver it twice (docs/email.md#delivery).
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly handedOver: boolean,
    options: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'MailSendError';
  }
}

/** The one way mail leaves the app: SMTP through nodemailer (docs/email.md). */
export interface MailTransport {
  /** Resolves once the server accepted the mail; rejects with a MailSendError. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  /** How long the server may take to answer any step (the end of the message included). */
  timeoutSeconds: number;
  /** PEM of a certificate (or CA) to trust for this server only: a self-signed relay (docs/email.md#tls). */
  ca?: string;
}

const NOOP = () => {};

export function smtpTransport(smtpUrl: string, from: string, options: SmtpOptions): MailTransport {
  const timeout = options.timeoutSeconds * 1000;
  return {
    async send(mail) {
      // nodemailer reports, once per message, when its end ('.') has been written to the server
      // (an info line with tnx 'message'): from then on a failure leaves the outcome unknown.
      let handedOver = false;
      const watch = (entry: unknown) => {
        if ((entry as { tnx?: unknown } | null)?.tnx === 'message') handedOver = true;
      };
      // One transporter per mail (nodemailer opens a connection per mail anyway), so what it
      // reports belongs to this mail alone.
      const transporter = nodemailer.createTransport({
        url: smtpUrl,
        // A stalled mail server must fail the try, not hold the job for ever.
        connectionTimeout: Math.min(timeout, 15_000),
        greetingTimeout: Math.min(timeout, 15_000),
        dnsTimeout: Math.min(timeout, 15_000),
        socketTimeout: timeout,
        ...(options.ca ? { tls: { ca: options.ca } } : {}),
        logger: { level: NOOP, trace: NOOP, debug: NOOP, info: watch, warn: NOOP, error: NOOP, fatal: NOOP },
      });
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          // RFC 8058 one-click: the header's address takes a POST of 'List-Unsubscribe=One-Click'.
          ...(mail.unsubscribeUrl
            ? {
                list: { unsubscribe: mail.unsubscribeUrl },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
      } catch (err) {
        // An answer with a code (4xx, 5xx) to the end of the message is a refusal, not a doubt.
        const refused = typeof (err as { responseCode?: unknown }).responseCode === 'number';
        const message = err instanceof Error ? err.message : String(err);
        throw new MailSendError(message, handedOver && !refused, { cause: err });
      } finally {
        transporter.close();
      }
    },
    close: NOOP,
  };
}
