import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { Db } from "../db";
import { storeMail } from "../mailbox/store";
import { parseMessage } from "./parse-message";

/** The largest message accepted, advertised in EHLO; a bigger one is refused with 552. */
export const SMTP_SIZE_LIMIT = 25 * 1024 * 1024;

export interface RunningSmtp {
  port: number;
  close(): Promise<void>;
}

/** An SMTP error reply: smtp-server answers `responseCode` and the message. */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * Recipients in the reserved `.invalid` top-level domain are refused with 550,
 * as a provider bounces an address that does not exist: how tests make a
 * delivery fail for good.
 */
export const BOUNCING_DOMAIN = /\.invalid$/i;

/**
 * The stack's mail catcher on 127.0.0.1:`port` (0 = any free port): no TLS, any
 * credentials or none, and every message it accepts lands in the mailbox, one
 * entry per recipient (except the bouncing ones above). The 250 reply is sent
 * only once the message is stored, so a client whose send resolved finds it in
 * the mailbox.
 */
export async function startSmtpServer(db: Db, port: number): Promise<RunningSmtp> {
  const server = new SMTPServer({
    name: "local-supabase-stack",
    banner: "Local Supabase stack mail catcher: nothing is delivered",
    size: SMTP_SIZE_LIMIT,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "local" }),
    onRcptTo: (address, _session, callback) =>
      callback(BOUNCING_DOMAIN.test(address.address) ? smtpError(550, `No such mailbox: ${address.address}`) : undefined),
    onData: (stream, session, callback) => {
      receive(db, stream, session).then(() => callback(), (error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") throw new Error(`SMTP port ${port} on 127.0.0.1 is already in use: is another stack or mail catcher running?`);
    throw error;
  });
  // A client dropping its connection is its own problem: it must not stop the stack.
  server.on("error", () => {});
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the message (keeping no more than the limit in memory), then parses and stores it. */
async function receive(db: Db, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes <= SMTP_SIZE_LIMIT) chunks.push(chunk);
  }
  if (stream.sizeExceeded) throw smtpError(552, `Message exceeds the fixed maximum message size of ${SMTP_SIZE_LIMIT} bytes`);
  const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
  try {
    for (const mail of await parseMessage(Buffer.concat(chunks), recipients)) await storeMail(db, mail);
  } catch (error) {
    throw smtpError(451, `Local error in processing: ${error instanceof Error ? error.message : String(error)}`);
  }
}
