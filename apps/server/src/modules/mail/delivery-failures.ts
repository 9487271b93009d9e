import type { MailTransport } from './mail-transport.js';

/** The transport, telling `onFailure` of each delivery that throws (the job queue retries it). */
export function countDeliveryFailures(
  transport: MailTransport,
  onFailure: (kind: MailTransport['kind']) => void,
): MailTransport {
  return {
    kind: transport.kind,
    async deliver(mail) {
      try {
        await transport.deliver(mail);
      } catch (error) {
        onFailure(transport.kind);
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
