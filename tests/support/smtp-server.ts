// A real SMTP server (the smtp-server package) on a port of the test's choosing, keeping every message it accepts.
import { SMTPServer } from "smtp-server";

export type SmtpMessage = { to: string[]; messageId: string | null; at: number };
export type TestSmtpServer = { messages: SmtpMessage[]; close: () => Promise<void> };

export function startSmtpServer(port: number): Promise<TestSmtpServer> {
  const messages: SmtpMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const messageId = /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? null;
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), messageId, at: Date.now() });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve({ messages, close: () => new Promise<void>((done) => server.close(() => done())) }));
  });
}
