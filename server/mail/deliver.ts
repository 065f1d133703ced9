/**
 * Delivery of codes: e-mail through SMTP (nodemailer) when SMTP_URL is set, SMS through a
 * provider (an HTTP webhook when SMS_WEBHOOK_URL is set). What has no channel configured is
 * written to the dev outbox, DATA_DIR/outbox, one JSON file per message, before the call
 * answers, and logged, so a local user can sign up.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";

export interface Message {
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
}

export type Deliver = (message: Message) => Promise<void>;

/** An SMS provider: anything that can send a text to a mobile number. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** A provider that posts {to, text} as JSON to a gateway URL (most SMS gateways offer one). */
export function webhookSms(url: string): SmsProvider {
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function outbox(dir: string, logger: Logger): Deliver {
  return async (message) => {
    await fs.mkdir(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.json`;
    await fs.writeFile(path.join(dir, name), JSON.stringify({ ...message, createdAt: new Date().toISOString() }, null, 2));
    logger.info({ outbox: name, channel: message.channel, to: message.to, text: message.text }, "dev outbox: message written");
  };
}

export function createDeliver(opts: { dataDir: string; logger: Logger; smtpUrl?: string; mailFrom?: string; sms?: SmsProvider }): Deliver {
  const toOutbox = outbox(path.join(opts.dataDir, "outbox"), opts.logger);
  const smtpUrl = opts.smtpUrl;
  // nodemailer loads with the first e-mail, not with every start (most starts send none).
  const mailer = smtpUrl ? import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)) : null;
  return async (message) => {
    if (message.channel === "email" && mailer) {
      await (await mailer).sendMail({ from: opts.mailFrom ?? "共创字库 <no-reply@localhost>", to: message.to, subject: message.subject, text: message.text });
    } else if (message.channel === "sms" && opts.sms) {
      await opts.sms.send(message.to, message.text);
    } else {
      await toOutbox(message);
    }
  };
}
